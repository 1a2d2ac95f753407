import { Badge, Button, Group, Pagination, Paper, Stack, Table, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { USERS_REPORT_PAGE_SIZE_DEFAULT, type TModule } from "@paydesk/validators";
import { IconMailForward, IconSearch } from "@tabler/icons-react";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { MenuGate } from "../../components/MenuGate/index.ts";
import { PageHeader } from "../../components/PageHeader/index.ts";
import { QueryStates } from "../../components/QueryStates/index.ts";
import { ResetLinkDialog } from "../../components/ResetLinkDialog/index.ts";
import { notifySuccess } from "../../lib/notify.tsx";
import { hasPermission, type Session } from "../../lib/session.ts";
import { trpc } from "../../trpc.ts";

export const USERS_REPORT_PATH = "reports/users";

const DATE_TIME = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });
const KIND_LABEL = { ADMIN: "Administrator", PARENT: "Parent", CONTROL: "Platform staff" } as const;

interface UserRow {
  id: number;
  name: string;
  email: string;
}

/** `/{school|control}/reports/users` (spec 1 §2): the users of your sites, with the e-mailed password reset link. */
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
  const pages = users.data ? Math.max(1, Math.ceil(users.data.total / users.data.pageSize)) : 1;

  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader title="Users report" description="Everyone who signs in at your sites: administrators and parents, with their last sign-in." />
      <Paper p="md" radius="lg">
        <Group justify="space-between" align="flex-end">
          <TextInput
            label="Search"
            placeholder="Name or e-mail"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={searchText}
            onChange={(e) => setSearchText(e.currentTarget.value)}
            w={{ base: "100%", sm: 320 }}
          />
          {users.data && (
            <Text size="sm" c="dimmed" aria-live="polite">
              {users.data.total.toLocaleString()} {users.data.total === 1 ? "user" : "users"}
            </Text>
          )}
        </Group>
      </Paper>

      <Paper radius="lg" p={0} style={{ overflow: "hidden" }}>
        <QueryStates
          query={users}
          isEmpty={(data) => data.rows.length === 0}
          empty={
            <Text p="xl" ta="center" c="dimmed">
              No user matches.
            </Text>
          }
        >
          {(data) => (
            <Table.ScrollContainer minWidth={800}>
              <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover aria-label="Users">
                <Table.Thead bg="var(--mantine-color-gray-0)">
                  <Table.Tr>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>Company</Table.Th>
                    <Table.Th>Kind and roles</Table.Th>
                    <Table.Th>Last sign-in</Table.Th>
                    {canSend && <Table.Th aria-label="Actions" />}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.rows.map((user) => (
                    <Table.Tr key={user.id} data-testid="user-row" data-email={user.email}>
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {user.name}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {user.email}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{user.companyName}</Text>
                      </Table.Td>
                      <Table.Td>
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
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" c={user.lastLoginAt ? undefined : "dimmed"}>
                          {user.lastLoginAt ? DATE_TIME.format(user.lastLoginAt) : "Never"}
                        </Text>
                      </Table.Td>
                      {canSend && (
                        <Table.Td ta="right">
                          <Button
                            size="xs"
                            variant="light"
                            leftSection={<IconMailForward size={14} aria-hidden />}
                            disabled={user.disabled}
                            onClick={() => setResetTarget(user)}
                            // The visible text first (WCAG label-in-name), then whose link it is.
                            aria-label={`Send reset link to ${user.email}`}
                          >
                            Send reset link
                          </Button>
                        </Table.Td>
                      )}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </QueryStates>
      </Paper>
      {pages > 1 && (
        <Group justify="flex-end">
          <Pagination total={pages} value={page} onChange={(p) => setPaging({ search, page: p })} size="sm" aria-label="Pages" />
        </Group>
      )}
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
