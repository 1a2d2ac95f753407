import { Button, Card, Group, Stack, Table, Tabs, Text } from "@mantine/core";
import { IconShoppingCart, IconShoppingCartPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { priceText } from "../../../components/ItemPurchaseForm/index.ts";
import { MenuGate } from "../../../components/MenuGate/index.ts";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { QueryStates } from "../../../components/QueryStates/index.ts";
import { trpc } from "../../../trpc.ts";
import { PARENT_MODULE, PARENT_PATHS } from "../paths.ts";
import { AddItemDialog, type AddTarget } from "./AddItemDialog.tsx";

interface ListedItem {
  itemId: number;
  code: string;
  title: string;
  type: string;
  amountType: "Open" | "AOpen" | "Fixed";
  amountCents: number;
  quantityLeft: number | null;
  inCart: boolean;
}

const GENERAL_TAB = "general";

/**
 * `/parent/pay` (issue 9, "make a payment"): a tab per student with the items for that student,
 * and a tab of the items open to the parent without naming a student. An item already in the
 * cart for that student shows In Cart, disabled (spec 3 §4).
 */
export function MakePaymentPage() {
  return <MenuGate path="pay">{() => <MakePayment />}</MenuGate>;
}

function MakePayment() {
  const items = useQuery(trpc.parent.items.queryOptions({}));
  const cart = useQuery(trpc.cart.list.queryOptions({ module: PARENT_MODULE }));
  const [adding, setAdding] = useState<AddTarget | null>(null);
  const inCart = cart.data?.lines.length ?? 0;

  return (
    <Stack gap="lg" maw={1000}>
      <PageHeader
        title="Make a payment"
        description="Choose what to pay for each of your students, then check out from your cart."
        actions={
          <Button component={Link} to={PARENT_PATHS.cart} leftSection={<IconShoppingCart size={16} aria-hidden />} data-testid="view-cart">
            Cart ({inCart})
          </Button>
        }
      />
      <QueryStates query={items}>
        {({ students, general }) => (
          <Card padding="lg">
            <Tabs defaultValue={students[0] ? String(students[0].student.studentId) : GENERAL_TAB} keepMounted={false}>
              <Tabs.List>
                {students.map(({ student }) => (
                  <Tabs.Tab key={student.studentId} value={String(student.studentId)}>
                    {student.firstName} {student.lastName}
                  </Tabs.Tab>
                ))}
                <Tabs.Tab value={GENERAL_TAB}>Other items</Tabs.Tab>
              </Tabs.List>
              {students.map(({ student, items: forStudent }) => {
                const name = `${student.firstName} ${student.lastName}`;
                return (
                  <Tabs.Panel key={student.studentId} value={String(student.studentId)} pt="md">
                    <Text c="dimmed" size="sm" mb="sm">
                      {name}
                      {student.grade ? `, grade ${student.grade}` : ""} at {student.schoolName}
                    </Text>
                    <ItemTable
                      items={forStudent}
                      label={`Items for ${name}`}
                      onAdd={(item) => setAdding({ code: item.code, title: item.title, studentId: student.studentId, studentName: name })}
                    />
                  </Tabs.Panel>
                );
              })}
              <Tabs.Panel value={GENERAL_TAB} pt="md">
                <Text c="dimmed" size="sm" mb="sm">
                  Items your schools offer to every family, paid without naming a student.
                </Text>
                <ItemTable
                  items={general}
                  label="Other items"
                  onAdd={(item) => setAdding({ code: item.code, title: item.title, studentId: "NA", studentName: null })}
                />
              </Tabs.Panel>
            </Tabs>
          </Card>
        )}
      </QueryStates>
      <AddItemDialog target={adding} onClose={() => setAdding(null)} />
    </Stack>
  );
}

function ItemTable({ items, label, onAdd }: { items: readonly ListedItem[]; label: string; onAdd: (item: ListedItem) => void }) {
  if (items.length === 0) return <Text>Nothing to pay here right now.</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm" aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Item</Table.Th>
            <Table.Th>Price</Table.Th>
            <Table.Th ta="right">Cart</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.itemId} data-testid="payable-item">
              <Table.Td>
                <Text fw={600}>{item.title}</Text>
                {item.quantityLeft !== null && (
                  <Text size="sm" c="dimmed">
                    {item.quantityLeft} left
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{priceText(item)}</Table.Td>
              <Table.Td>
                <Group justify="flex-end">
                  {item.inCart ? (
                    <Button size="xs" variant="light" disabled>
                      In Cart
                    </Button>
                  ) : (
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconShoppingCartPlus size={14} aria-hidden />}
                      aria-label={`Add to cart: ${item.title}`}
                      onClick={() => onAdd(item)}
                    >
                      Add to cart
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
