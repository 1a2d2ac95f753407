import { Alert, Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { AppRouter } from "@paydesk/api";
import { PARENT_INVITATION_TTL_DAYS, REGISTER_PARENTS_PAGE_SIZE, type TModule } from "@paydesk/validators";
import { IconAlertTriangle, IconMailForward } from "@tabler/icons-react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { useState } from "react";
import { DataList, PersonCell, type DataColumns } from "../../components/DataList/index.ts";
import { MenuGate } from "../../components/MenuGate/index.ts";
import { PageHeader } from "../../components/PageHeader/index.ts";
import { KeysetPager, useKeysetPages } from "../../components/KeysetPager/index.ts";
import { useRowSelection } from "../../components/RowSelection/index.ts";
import { SelectionAction, SelectionBar } from "../../components/SelectionBar/index.ts";
import { canChooseSite, SitePicker, useSiteParam } from "../../components/SitePicker/index.ts";
import { errorMessage } from "../../lib/errors.ts";
import { notify } from "../../lib/notify.tsx";
import { hasPermission, type Session } from "../../lib/session.ts";
import { trpc } from "../../trpc.ts";
import { formatDateTime } from "../../lib/dates.ts";
import { SearchField } from "../../components/SearchField/index.ts";

export const REGISTER_PARENTS_PATH = "settings/register-parents";

type PendingParent = inferRouterOutputs<AppRouter>["registerParents"]["pending"]["parents"][number];

const userId = (p: PendingParent) => p.userId;

/**
 * `/{module}/settings/register-parents` (docs/product/students-and-groups.md): the parent accounts
 * the student upload made that were never used, with an e-mailed invitation to choose a password
 * (one, or the selected).
 */
export function RegisterParentsPage() {
  return (
    <MenuGate path={REGISTER_PARENTS_PATH}>{(session, module) => <RegisterParents session={session} module={module} />}</MenuGate>
  );
}

function RegisterParents({ session, module }: { session: Session; module: TModule }) {
  const queryClient = useQueryClient();
  const [site, setSite] = useSiteParam(session);
  const canSend = hasPermission(session, "settings.manage");
  const [searchText, setSearchText] = useState("");
  const [search] = useDebouncedValue(searchText.trim(), 500);
  const pages = useKeysetPages<number>(`${site.id}|${search}`);

  const pending = useQuery({
    ...trpc.registerParents.pending.queryOptions({
      module,
      companyId: site.id,
      search,
      after: pages.after,
      pageSize: REGISTER_PARENTS_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
  const rows = pending.data?.parents ?? [];
  const selection = useRowSelection(rows, { keyOf: userId });
  const invite = useMutation(
    trpc.registerParents.invite.mutationOptions({
      onSuccess: (answer) => {
        notify({ kind: answer.failed ? "info" : "success", message: answer.message });
        selection.clear();
        void queryClient.invalidateQueries({ queryKey: trpc.registerParents.pending.pathKey() });
      },
    }),
  );
  const send = (parents: readonly PendingParent[]) => invite.mutate({ module, userIds: parents.map(userId) });

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader
        title="Register parents"
        description={`Parents added with your students who have not set up their account yet. An invitation e-mails them a link to choose their password, good for ${PARENT_INVITATION_TTL_DAYS} days.`}
      />
      <Paper p="md" radius="lg">
        <Group align="flex-end" gap="md" wrap="wrap">
          {canChooseSite(session) && <SitePicker label="School" value={site} onChange={setSite} w={{ base: "100%", sm: 320 }} />}
          <SearchField
            placeholder="Parent name or e-mail"
            value={searchText}
            onChange={setSearchText}
            w={{ base: "100%", sm: 280 }}
          />
        </Group>
        {pending.data && pending.data.studentsWithoutParent > 0 && (
          <Text size="sm" c="dimmed" mt="sm" data-testid="students-without-parent">
            {pending.data.studentsWithoutParent.toLocaleString()} active{" "}
            {pending.data.studentsWithoutParent === 1 ? "student has" : "students have"} no parent account: add their parents with
            the student upload.
          </Text>
        )}
      </Paper>
      {invite.isError && (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
          {errorMessage(invite.error)}
        </Alert>
      )}
      {canSend && (
        <SelectionBar count={selection.selectedRows.length} onClear={selection.clear}>
          <SelectionAction icon={IconMailForward} loading={invite.isPending} onClick={() => send(selection.selectedRows)}>
            Send invitations
          </SelectionAction>
        </SelectionBar>
      )}
      <DataList
        query={pending}
        rows={(data) => data.parents}
        empty="Every parent of your students has registered."
        emptyTestId="parents-empty"
        flush
        label="Parents not registered"
        columns={parentColumns(canSend && { busy: invite.isPending, onSend: (parent) => send([parent]) })}
        rowKey={userId}
        rowProps={(parent) => ({ "data-testid": "parent-row", "data-email": parent.email })}
        selection={canSend ? { state: selection, rowLabel: (parent) => parent.name } : undefined}
        minWidth={760}
        horizontalSpacing="md"
      />
      <KeysetPager pages={pages} nextCursor={pending.data?.nextCursor} />
    </Stack>
  );
}

function parentColumns(
  invitations: { busy: boolean; onSend: (parent: PendingParent) => void } | false,
): DataColumns<PendingParent> {
  return [
    {
      header: "Parent",
      cell: (parent) => <PersonCell name={parent.name} email={parent.email} />,
    },
    {
      header: "Students",
      cell: (parent) =>
        parent.students.map((s) => (
          <Text key={s.id} size="sm">
            {s.name}{" "}
            <Text span size="xs" c="dimmed">
              {s.schoolName}
            </Text>
          </Text>
        )),
    },
    {
      header: "Invited",
      cell: (parent) =>
        parent.lastInvitedAt ? (
          <Text size="sm">
            {formatDateTime(parent.lastInvitedAt)}
            {parent.invitedCount > 1 && ` (${parent.invitedCount} times)`}
          </Text>
        ) : (
          <Badge variant="light" color="gray" tt="none">
            Not yet
          </Badge>
        ),
    },
    invitations && {
      header: "Actions",
      hideHeader: true,
      align: "right",
      cell: (parent) => (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconMailForward size={14} aria-hidden />}
          aria-label={`Send invitation to ${parent.email}`}
          onClick={() => invitations.onSend(parent)}
          disabled={invitations.busy}
        >
          Send invitation
        </Button>
      ),
    },
  ];
}
