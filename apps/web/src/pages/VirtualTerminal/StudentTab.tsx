import { Alert, Badge, Button, Group, Stack, Text, Title } from "@mantine/core";
import type { AppRouter, inferRouterOutputs } from "@paydesk/api";
import { formatCents } from "@paydesk/domain";
import { PAYMENT_MESSAGES, type TModule } from "@paydesk/validators";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { DataTable, type DataColumns } from "../../components/DataList/index.ts";
import { ITEM_TYPE_LABELS } from "../../lib/labels.ts";
import { trpc } from "../../trpc.ts";
import { AddItemPanel } from "./AddItemPanel.tsx";
import { studentName, useStudentSearch, type StudentMatch } from "./useStudentSearch.ts";
import { SearchField } from "../../components/SearchField/index.ts";

interface Chosen {
  id: number;
  name: string;
}

/** The items payable for one student (`/parent/items/for/{studentId}`), those in the cart marked In Cart. */
function StudentItems({ module, student, onAdd }: { module: TModule; student: Chosen; onAdd: (itemId: number) => void }) {
  const items = useQuery({ ...trpc.students.itemsFor.queryOptions({ module, studentId: student.id }), throwOnError: false });
  if (items.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {`${PAYMENT_MESSAGES.loadStudentItemsFailed} ${student.name}`}
      </Alert>
    );
  }
  if (!items.data) return <Text c="dimmed">Loading the items of {student.name}…</Text>;
  if (items.data.length === 0) return <Text c="dimmed">No items are payable for {student.name}.</Text>;
  return (
    <DataTable
      label={`Items for ${student.name}`}
      columns={studentItemColumns(student, onAdd)}
      rows={items.data}
      rowKey={(item) => item.itemId}
      verticalSpacing="xs"
    />
  );
}

type StudentItem = inferRouterOutputs<AppRouter>["students"]["itemsFor"][number];

function studentItemColumns(student: Chosen, onAdd: (itemId: number) => void): DataColumns<StudentItem> {
  return [
    { header: "Code", cell: (item) => item.code },
    { header: "Item", cell: (item) => item.title },
    { header: "Type", cell: (item) => ITEM_TYPE_LABELS[item.type] },
    { header: "Amount", align: "right", cell: (item) => (item.amountType === "Fixed" ? formatCents(item.amountCents) : "Open amount") },
    {
      header: "Actions",
      hideHeader: true,
      align: "right",
      width: 56,
      // An item already in the cart is disabled and labelled In Cart (docs/product/checkout-and-payments.md).
      cell: (item) =>
        item.inCart ? (
          <Badge variant="light" color="gray">
            In Cart
          </Badge>
        ) : (
          <Button size="xs" variant="light" onClick={() => onAdd(item.itemId)} aria-label={`Add ${item.title} for ${student.name}`}>
            Add
          </Button>
        ),
    },
  ];
}

function StudentList({ students, onChoose }: { students: StudentMatch[]; onChoose: (student: StudentMatch) => void }) {
  if (students.length === 0) return <Text c="dimmed">No student matches.</Text>;
  return (
    <Group gap="xs">
      {students.map((student) => (
        <Button key={student.id} variant="default" size="xs" onClick={() => onChoose(student)}>
          {studentName(student)}
          {student.externalId ? ` (${student.externalId})` : ""}
        </Button>
      ))}
    </Group>
  );
}

/** The office, student by student (docs/product/terminal.md): find a student, see their items, add one. */
export function StudentTab({ module, companyId }: { module: TModule; companyId: number }) {
  const search = useStudentSearch(module, companyId);
  const [student, setStudent] = useState<Chosen | null>(null);
  const [itemId, setItemId] = useState<number | null>(null);
  return (
    <Stack gap="md">
      <SearchField
        label="Find a student"
        description="First or last name, or student ID"
        value={search.text}
        onChange={search.setText}
        maw={420}
      />
      {search.term !== "" && search.students.data && (
        <StudentList
          students={search.students.data}
          onChoose={(match) => {
            setStudent({ id: match.id, name: studentName(match) });
            setItemId(null);
          }}
        />
      )}
      {student && (
        <Stack gap="sm">
          <Title order={2} fz="lg">
            Items for {student.name}
          </Title>
          <StudentItems module={module} student={student} onAdd={setItemId} />
        </Stack>
      )}
      {student && itemId !== null && (
        <AddItemPanel
          key={`${student.id}-${itemId}`}
          module={module}
          companyId={companyId}
          itemId={itemId}
          student={student}
          bringIntoView
          onAdded={() => setItemId(null)}
        />
      )}
    </Stack>
  );
}
