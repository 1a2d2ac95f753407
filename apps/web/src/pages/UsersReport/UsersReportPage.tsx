import { Badge, Button, Group, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { AppRouter, inferRouterOutputs } from "@paydesk/api";
import { USERS_REPORT_PAGE_SIZE_DEFAULT, type TModule } from "@paydesk/validators";
import { IconMailForward } from "@tabler/icons-react";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { DataList, NumberedPager, PersonCell, type DataColumns } from "../../components/DataList/index.ts";
import { MenuGate } from "../../components/MenuGate/index.ts";
import { PageHeader } from "../../components/PageHeader/index.ts";
import { ResetLinkDialog } from "../../components/ResetLinkDialog/index.ts";
import { notifySuccess } from "../../lib/notify.tsx";
import { hasPermission, type Session } from "../../lib/session.ts";
import { trpc } from "../../trpc.ts";
import { formatDateTime } from "../../lib/dates.ts";
import { SearchField } from "../../components/SearchField/index.ts";

export const USERS_REPORT_PATH = "reports/users";

const KIND_LABEL = { ADMIN: "Administrator", PARENT: "Parent", CONTROL: "Platform staff" } as const;

interface UserRow {
  id: number;
  name: string;
  email: string;
}

type UserListRow = inferRouterOutputs<AppRouter>["usersReport"]["find"]["rows"][number];

/** The actions column shows only to those who may send a reset link (`onSendReset` given). */
const userColumns = (onSendReset: ((user: UserListRow) => void) | null): DataColumns<UserListRow> => [
  {
    header: "Name",
    cell: (user) => <PersonCell name={user.name} email={user.email} />,
  },
  { header: "Company", cell: (user) => <Text size="sm">{user.companyName}</Text> },
  {
    header: "Kind and roles",
    cell: (user) => (
      <Group gap={4}>
        <Badge variant="light" color={user.kind === "PARENT" ? "orange" : "blue"} size="sm" tt="none">
          {KIND_LABEL[user.kind]}
        </Badge>
        {user.roles.map((role) => (
          <Badge key={role} variant="light" color="gray" size="sm" tt="none">
            {role}
          </Badge>
        ))}
        {user.disabled && (
          <Badge variant="outline" color="red" size="sm" tt="none">
            Disabled
          </Badge>
        )}
      </Group>
    ),
  },
  {
    header: "Last sign-in",
    cell: (user) => (
      <Text size="sm" c={user.lastLoginAt ? undefined : "dimmed"}>
        {user.lastLoginAt ? formatDateTime(user.lastLoginAt) : "Never"}
      </Text>
    ),
  },
  onSendReset && {
    header: "Actions",
    hideHeader: true,
    align: "right",
    cell: (user) => (
      <Button
        size="xs"
        variant="light"
        leftSection={<IconMailForward size={14} aria-hidden />}
        disabled={user.disabled}
        onClick={() => onSendReset(user)}
        // The visible text first (WCAG label-in-name), then whose link it is.
        aria-label={`Send reset link to ${user.email}`}
      >
        Send reset link
      </Button>
    ),
  },
];

/**
 * `/{school|control}/reports/users` (docs/product/reports-and-time-zones.md): the users of your
 * sites, with the e-mailed password reset link.
 */
export function UsersReportPage() {
  return <MenuGate path={USERS_REPORT_PATH}>{(session, module) => <UsersReport module={module} session={session} />}</MenuGate>;
}

function UsersReport({ module, session }: { module: TModule; session: Session }) {
  const [searchText, setSearchText] = useState("");
  const [search] = useDebouncedValue(searchText.trim(), 250);
  const [paging, setPaging] = useState({ search: "", page: 1 });
  const page = paging.search === search ? paging.page : 1;
  const [resetTarget, setResetTarget] = useState<UserRow | null>(null);
  const canSend = hasPermission(session, "settings.manage");

  const users = useQuery({
    ...trpc.usersReport.find.queryOptions({ module, search, page, pageSize: USERS_REPORT_PAGE_SIZE_DEFAULT }),
    placeholderData: keepPreviousData,
  });

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader title="Users report" description="Everyone who signs in at your sites: administrators and parents, with their last sign-in." />
      <DataList
        query={users}
        stale={users.isPlaceholderData}
        flush
        filters={
          <Group justify="space-between" align="flex-end">
            <SearchField
              placeholder="Name or e-mail"
              value={searchText}
              onChange={setSearchText}
              w={{ base: "100%", sm: 320 }}
            />
            {users.data && (
              <Text size="sm" c="dimmed" aria-live="polite">
                {users.data.total.toLocaleString()} {users.data.total === 1 ? "user" : "users"}
              </Text>
            )}
          </Group>
        }
        rows={(data) => data.rows}
        rowKey={(user) => user.id}
        rowProps={(user) => ({ "data-testid": "user-row", "data-email": user.email })}
        label="Users"
        columns={userColumns(canSend ? setResetTarget : null)}
        minWidth={800}
        horizontalSpacing="md"
        highlightOnHover
        empty="No user matches."
        footer={(data) => (
          <NumberedPager
            page={page}
            total={data.total}
            pageSize={data.pageSize}
            onChange={(p) => setPaging({ search, page: p })}
            label="Pages"
            align="flex-end"
          />
        )}
      />
      <SendResetLinkModal module={module} user={resetTarget} onClose={() => setResetTarget(null)} />
    </Stack>
  );
}

/** E-mails the user the reset link, after the shared confirmation (the service "forgot password" uses). */
function SendResetLinkModal({ module, user, onClose }: { module: TModule; user: UserRow | null; onClose: () => void }) {
  const send = useMutation(
    trpc.usersReport.sendResetLink.mutationOptions({
      onSuccess: (answer) => {
        notifySuccess(answer.message);
        send.reset();
        onClose();
      },
    }),
  );
  return <ResetLinkDialog email={user?.email ?? null} send={send} onSend={() => user && send.mutate({ module, userId: user.id })} onClose={onClose} />;
}
