import { Badge, Button, Group, Paper, Stack, Switch, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { STUDENT_LIST_PAGE_SIZE, STUDENT_SEARCH_DEBOUNCE_MS, type TModule } from "@paydesk/validators";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { DataList, EditDeleteButtons, useStableHandler, type DataColumns } from "../../../components/DataList/index.ts";
import { KeysetPager, useKeysetPages } from "../../../components/KeysetPager/index.ts";
import { useRowSelection } from "../../../components/RowSelection/index.ts";
import { SelectionAction, SelectionBar } from "../../../components/SelectionBar/index.ts";
import { canChooseSite, SitePicker, useSiteParam } from "../../../components/SitePicker/index.ts";
import { hasPermission, type Session } from "../../../lib/session.ts";
import { trpc } from "../../../trpc.ts";
import { RemoveStudentsModal } from "./RemoveStudentsModal.tsx";
import { StudentFormModal } from "./StudentFormModal.tsx";
import { fullName, type PeopleKind, type StudentRow } from "./types.ts";
import { SearchField } from "../../../components/SearchField/index.ts";

interface PeopleListProps {
  module: TModule;
  session: Session;
  kind: PeopleKind;
}

const rowId = (row: StudentRow) => row.id;

interface RowActions {
  edit: (row: StudentRow) => void;
  remove: (row: StudentRow) => void;
}

/** Staff have no grade or teacher; the actions column shows only to those who may change records. */
const peopleColumns = (kind: PeopleKind, actions: RowActions | null): DataColumns<StudentRow> => [
  {
    header: "Name",
    cell: (row) => (
      <Group gap={6}>
        <Text size="sm" fw={600}>
          {row.lastName}, {row.firstName}
        </Text>
        {!row.active && (
          <Badge size="sm" variant="outline" color="gray" tt="none">
            Inactive
          </Badge>
        )}
      </Group>
    ),
  },
  {
    header: "ID",
    cell: (row) => (
      <>
        <Text size="sm">{row.externalId}</Text>
        {row.sisId && (
          <Text size="xs" c="dimmed">
            SIS {row.sisId}
          </Text>
        )}
      </>
    ),
  },
  !kind.staff && { header: "Grade", cell: (row) => row.grade },
  !kind.staff && { header: "Teacher", cell: (row) => row.teacher },
  { header: "School", cell: (row) => row.companyName },
  actions && {
    header: "Actions",
    hideHeader: true,
    align: "right",
    width: 200,
    cell: (row) => (
      <EditDeleteButtons name={fullName(row)} onEdit={() => actions.edit(row)} onDelete={() => actions.remove(row)} deleteText="Remove" />
    ),
  },
];

/**
 * The students or the staff of a school (a district picks one of its schools, or sees them all):
 * search by name or ID, pages by keyset (Previous / Next), add, edit, and remove one or the
 * selected ones. Changing needs uploads.manage; without it the list is read-only.
 */
export function PeopleList({ module, session, kind }: PeopleListProps) {
  const [site, setSite] = useSiteParam(session);
  const canManage = hasPermission(session, "uploads.manage");
  const [searchText, setSearchText] = useState("");
  const [search] = useDebouncedValue(searchText.trim(), STUDENT_SEARCH_DEBOUNCE_MS);
  const [includeInactive, setIncludeInactive] = useState(false);
  const pages = useKeysetPages<string>(`${site.id}|${search}|${includeInactive}`);
  const [editing, setEditing] = useState<StudentRow | "new" | null>(null);
  const [removing, setRemoving] = useState<readonly StudentRow[] | null>(null);

  const list = useQuery({
    ...trpc.studentsAdmin.list.queryOptions({
      module,
      staff: kind.staff,
      companyId: site.id,
      search,
      includeInactive,
      after: pages.after,
      pageSize: STUDENT_LIST_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.rows ?? [];
  const selection = useRowSelection(rows, { keyOf: rowId });
  // The same columns across renders: a keystroke or a selection change does not redraw every row.
  const remove = useStableHandler((row: StudentRow) => setRemoving([row]));
  const columns = useMemo(() => peopleColumns(kind, canManage ? { edit: setEditing, remove } : null), [kind, canManage, remove]);

  return (
    <Stack gap="md">
      <Paper p="md" radius="lg">
        <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
          <Group align="flex-end" gap="md" wrap="wrap">
            {canChooseSite(session) && (
              <SitePicker
                label="School"
                value={site}
                onChange={setSite}
                w={{ base: "100%", sm: 320 }}
                data-testid="students-site"
              />
            )}
            <SearchField
              placeholder="Name or ID"
              value={searchText}
              onChange={setSearchText}
              w={{ base: "100%", sm: 280 }}
            />
            <Switch
              label="Show inactive"
              checked={includeInactive}
              onChange={(e) => setIncludeInactive(e.currentTarget.checked)}
              mb={8}
            />
          </Group>
          {canManage && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing("new")}>
              Add {kind.one}
            </Button>
          )}
        </Group>
      </Paper>

      {canManage && (
        <SelectionBar count={selection.selectedRows.length} onClear={selection.clear}>
          <SelectionAction icon={IconTrash} color="red" onClick={() => setRemoving(selection.selectedRows)}>
            Remove selected
          </SelectionAction>
        </SelectionBar>
      )}

      <DataList
        query={list}
        stale={list.isPlaceholderData}
        flush
        rows={(data) => data.rows}
        rowKey={rowId}
        rowProps={(row) => ({ "data-testid": "student-row", "data-external-id": row.externalId })}
        selection={canManage ? { state: selection, rowLabel: fullName } : undefined}
        label={kind.staff ? "Staff" : "Students"}
        columns={columns}
        minWidth={760}
        horizontalSpacing="md"
        highlightOnHover
        empty={search ? `No ${kind.one} matches your search.` : `No ${kind.many} yet.`}
        emptyTestId="students-empty"
      />

      <KeysetPager pages={pages} nextCursor={list.data?.nextCursor} />

      {editing && (
        <StudentFormModal
          module={module}
          session={session}
          kind={kind}
          record={editing === "new" ? null : editing}
          site={site}
          onClose={() => setEditing(null)}
        />
      )}
      {removing && (
        <RemoveStudentsModal
          module={module}
          kind={kind}
          targets={removing}
          onDone={() => {
            selection.clear();
            setRemoving(null);
          }}
          onClose={() => setRemoving(null)}
        />
      )}
    </Stack>
  );
}
