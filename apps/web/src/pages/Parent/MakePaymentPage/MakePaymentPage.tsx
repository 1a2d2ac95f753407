import { Button, Paper, Tabs, Text } from "@mantine/core";
import { IconShoppingCart, IconShoppingCartPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { priceText } from "../../../components/ItemPurchaseForm/index.ts";
import { MenuGate } from "../../../components/MenuGate/index.ts";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { PhoneFirst } from "../../../components/PhoneFirst/index.ts";
import { QueryStates } from "../../../components/QueryStates/index.ts";
import { ResponsiveList, type ListColumns } from "../../../components/ResponsiveList/index.ts";
import { trpc } from "../../../trpc.ts";
import { PARENT_MODULE, PARENT_PATHS } from "../paths.ts";
import { AddItemDialog, type AddFor, type AddTarget } from "./AddItemDialog.tsx";

interface ListedItem {
  itemId: number;
  code: string;
  title: string;
  amountType: "Open" | "AOpen" | "Fixed";
  amountCents: number;
  quantityLeft: number | null;
  inCart: boolean;
}

const GENERAL_TAB = "general";

/**
 * `/parent/pay` ("make a payment"): a tab per student with the items whose targets pick
 * that student, and a tab of the items open to every family, where the parent says which of their
 * students each is for. An item already in the cart for that student shows In Cart, disabled
 * (docs/product/checkout-and-payments.md). `?student=` opens that student's tab (the home page's
 * "Pay for …"), `?student=general` the family's.
 */
export function MakePaymentPage() {
  return <MenuGate path="pay">{() => <MakePayment />}</MenuGate>;
}

function MakePayment() {
  const items = useQuery(trpc.parent.items.queryOptions({}));
  const cart = useQuery(trpc.cart.list.queryOptions({ module: PARENT_MODULE }));
  const [params] = useSearchParams();
  const [adding, setAdding] = useState<AddTarget | null>(null);
  const inCart = cart.data?.lines.length ?? 0;

  return (
    <PhoneFirst maw={1000}>
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
        {({ students, general }) => {
          const names = new Map(students.map(({ student }) => [student.studentId, `${student.firstName} ${student.lastName}`]));
          const asked = params.get("student");
          const opened =
            asked === GENERAL_TAB || students.some(({ student }) => String(student.studentId) === asked) ? asked : null;
          return (
            <Paper p={{ base: "sm", sm: "lg" }} radius="lg" withBorder>
              <Tabs defaultValue={opened ?? (students[0] ? String(students[0].student.studentId) : GENERAL_TAB)} keepMounted={false}>
                <Tabs.List>
                  {students.map(({ student }) => (
                    <Tabs.Tab key={student.studentId} value={String(student.studentId)}>
                      {names.get(student.studentId)}
                    </Tabs.Tab>
                  ))}
                  <Tabs.Tab value={GENERAL_TAB}>Other items</Tabs.Tab>
                </Tabs.List>
                {students.map(({ student, items: forStudent }) => {
                  const name = names.get(student.studentId) ?? "";
                  return (
                    <Tabs.Panel key={student.studentId} value={String(student.studentId)} pt="md">
                      <Text c="dimmed" size="sm" mb="sm">
                        {name}
                        {student.grade ? `, grade ${student.grade}` : ""} at {student.schoolName}
                      </Text>
                      <ItemList
                        items={forStudent}
                        label={`Items for ${name}`}
                        onAdd={(item) => setAdding({ code: item.code, title: item.title, addFor: { kind: "student", studentId: student.studentId, name } })}
                      />
                    </Tabs.Panel>
                  );
                })}
                <Tabs.Panel value={GENERAL_TAB} pt="md">
                  <Text c="dimmed" size="sm" mb="sm">
                    Items your schools offer to every family: you say which of your students each one is for.
                  </Text>
                  <ItemList
                    items={general}
                    label="Other items"
                    onAdd={(item) => {
                      const addFor: AddFor = {
                        kind: "ask",
                        students: general
                          .find((listed) => listed.itemId === item.itemId)!
                          .studentIds.map((studentId) => ({ studentId, name: names.get(studentId) ?? "" })),
                      };
                      setAdding({ code: item.code, title: item.title, addFor });
                    }}
                  />
                </Tabs.Panel>
              </Tabs>
            </Paper>
          );
        }}
      </QueryStates>
      <AddItemDialog target={adding} onClose={() => setAdding(null)} />
    </PhoneFirst>
  );
}

/** The items of one tab: a table on a wide screen, a card each on a phone with its price and a full-width button. */
function ItemList({ items, label, onAdd }: { items: readonly ListedItem[]; label: string; onAdd: (item: ListedItem) => void }) {
  if (items.length === 0) return <Text>Nothing to pay here right now.</Text>;
  const columns: ListColumns<ListedItem> = [
    {
      header: "Item",
      cell: (item) => (
        <>
          <Text fw={600}>{item.title}</Text>
          {item.quantityLeft !== null && (
            <Text size="sm" c="dimmed">
              {item.quantityLeft} left
            </Text>
          )}
        </>
      ),
    },
    { header: "Price", cell: (item) => priceText(item), cellTestId: "item-price" },
    {
      header: "Cart",
      align: "right",
      phone: "actions",
      cell: (item, layout) =>
        item.inCart ? (
          <Button size={layout === "cards" ? "md" : "xs"} variant="light" disabled>
            In Cart
          </Button>
        ) : (
          <Button
            size={layout === "cards" ? "md" : "xs"}
            variant={layout === "cards" ? "filled" : "light"}
            leftSection={<IconShoppingCartPlus size={14} aria-hidden />}
            aria-label={`Add to cart: ${item.title}`}
            onClick={() => onAdd(item)}
          >
            Add to cart
          </Button>
        ),
    },
  ];
  return (
    <ResponsiveList
      label={label}
      columns={columns}
      rows={items}
      rowKey={(item) => item.itemId}
      rowProps={() => ({ "data-testid": "payable-item" })}
      minWidth={480}
      verticalSpacing="sm"
    />
  );
}
