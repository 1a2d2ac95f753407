import { Anchor, Badge, Group, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { AppRouter, inferRouterOutputs } from "@paydesk/api";
import { GROUP_LIST_PAGE_SIZE, STUDENT_SEARCH_DEBOUNCE_MS, type TModule } from "@paydesk/validators";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { DataList, type DataColumns } from "../../../components/DataList/index.ts";
import { KeysetPager, useKeysetPages } from "../../../components/KeysetPager/index.ts";
import { SearchField } from "../../../components/SearchField/index.ts";
import { trpc } from "../../../trpc.ts";
import { DeleteGroupButton } from "./DeleteGroupButton.tsx";
import { groupPath } from "./paths.ts";

interface GroupListProps {
  module: TModule;
  siteId: number;
  smart: boolean;
  canManage: boolean;
}

type GroupRow = inferRouterOutputs<AppRouter>["groups"]["list"]["rows"][number];

const groupColumns = (module: TModule, smart: boolean, canManage: boolean): DataColumns<GroupRow> => [
  {
    header: "Name",
    cell: (row) => (
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
    ),
  },
  { header: "Site", cell: (row) => row.companyName },
  { header: smart ? "Picks students by" : "Members", cell: (row) => (row.isSmart ? row.rulesText : row.listedMembers) },
  canManage && {
    header: "Actions",
    hideHeader: true,
    align: "right",
    width: 160,
    cell: (row) =>
      row.editable ? (
        <DeleteGroupButton module={module} group={row} />
      ) : (
        <Text size="xs" c="dimmed">
          Shared from {row.companyName}
        </Text>
      ),
  },
];

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
      <SearchField
        label={`Search ${noun}`}
        placeholder="Group name"
        value={searchText}
        onChange={setSearchText}
        w={{ base: "100%", sm: 320 }}
      />
      <DataList
        query={list}
        stale={list.isPlaceholderData}
        flush
        rows={(data) => data.rows}
        rowKey={(row) => row.id}
        rowProps={() => ({ "data-testid": "group-row" })}
        label={smart ? "Smart groups" : "Groups"}
        columns={groupColumns(module, smart, canManage)}
        minWidth={640}
        horizontalSpacing="md"
        empty={search ? `No ${noun} match your search.` : `No ${noun} yet.`}
        emptyTestId="groups-empty"
      />
      <KeysetPager pages={pages} nextCursor={list.data?.nextCursor} />
    </Stack>
  );
}
