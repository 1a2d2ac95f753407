import { Anchor, Badge, Group, Stack, Table, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { GROUP_LIST_PAGE_SIZE, type TModule } from "@paydesk/validators";
import { IconSearch } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { KeysetListPanel, KeysetPager, useKeysetPages } from "../../../components/KeysetPager/index.ts";
import { ActionsHeader } from "../../../components/SelectableTable/index.ts";
import { trpc } from "../../../trpc.ts";
import { STUDENT_SEARCH_DEBOUNCE_MS } from "../Students/types.ts";
import { DeleteGroupButton } from "./DeleteGroupButton.tsx";
import { groupPath } from "./paths.ts";

interface GroupListProps {
  module: TModule;
  siteId: number;
  smart: boolean;
  canManage: boolean;
}

/**
 * A site's groups (its subtree's, and the ones shared from above, marked and read-only): search by
 * name, pages by keyset (the students list's pager), open one to edit it, delete one.
 */
export function GroupList({ module, siteId, smart, canManage }: GroupListProps) {
  const [searchText, setSearchText] = useState("");
  const [search] = useDebouncedValue(searchText.trim(), STUDENT_SEARCH_DEBOUNCE_MS);
  const pages = useKeysetPages<string>(`${siteId}|${smart}|${search}`);
  const list = useQuery({
    ...trpc.groups.list.queryOptions({
      module,
      companyId: siteId,
      smart,
      search,
      after: pages.after,
      pageSize: GROUP_LIST_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
  const noun = smart ? "smart groups" : "groups";
  return (
    <Stack gap="md">
      <TextInput
        label={`Search ${noun}`}
        placeholder="Group name"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={searchText}
        onChange={(e) => setSearchText(e.currentTarget.value)}
        w={{ base: "100%", sm: 320 }}
      />
      <KeysetListPanel
        query={list}
        emptyText={search ? `No ${noun} match your search.` : `No ${noun} yet.`}
        emptyTestId="groups-empty"
        minWidth={640}
      >
        {(data) => (
          <Table
            verticalSpacing="sm"
            horizontalSpacing="md"
            aria-label={smart ? "Smart groups" : "Groups"}
            aria-busy={list.isPlaceholderData || undefined}
          >
            <Table.Thead bg="var(--mantine-color-gray-0)">
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Site</Table.Th>
                <Table.Th>{smart ? "Picks students by" : "Members"}</Table.Th>
                {canManage && <ActionsHeader w={160} />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.rows.map((row) => (
                <Table.Tr key={row.id} data-testid="group-row">
                  <Table.Td>
                    <Group gap={6}>
                      <Anchor component={Link} to={groupPath(module, row.id)} fw={600} size="sm">
                        {row.name}
                      </Anchor>
                      {row.isShared && (
                        <Badge size="sm" variant="light" color="teal" tt="none">
                          Shared
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{row.companyName}</Table.Td>
                  <Table.Td>{row.isSmart ? row.rulesText : row.listedMembers}</Table.Td>
                  {canManage && (
                    <Table.Td ta="right">
                      {row.editable ? (
                        <DeleteGroupButton module={module} group={row} />
                      ) : (
                        <Text size="xs" c="dimmed">
                          Shared from {row.companyName}
                        </Text>
                      )}
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </KeysetListPanel>
      <KeysetPager pages={pages} nextCursor={list.data?.nextCursor} />
    </Stack>
  );
}
