import { Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { PAYMENT_MESSAGES, type TModule } from "@paydesk/validators";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useState, type ReactNode } from "react";
import { ItemPurchaseForm, priceText, type PurchaseRequest } from "../../components/ItemPurchaseForm/index.ts";
import { useAddToCart } from "../../components/PayerCart/index.ts";
import { QueryStates } from "../../components/QueryStates/index.ts";
import { trpc } from "../../trpc.ts";
import { StudentSelect, type StudentChoice } from "./StudentSelect.tsx";

interface AddItemPanelProps {
  module: TModule;
  companyId: number;
  itemId: number;
  /** A student chosen before the item (the student-by-student tab). */
  student?: { id: number; name: string } | null;
  /** Shown under the title, e.g. the event's date and place. */
  details?: (item: { quantityLeft: number | null }) => ReactNode;
  submitLabel?: string;
  /** After the line is in the cart, with the server's message. */
  onAdded?: (message: string) => void;
  /** Opened from a list: scrolled into view with its first field focused, so the click shows something. */
  bringIntoView?: boolean;
  /** Opened by picking the item: its first field takes the focus, the next step of the sale. */
  focusFirstField?: boolean;
  /** Whether the add is announced by a notification; false where the page says it itself. */
  announce?: boolean;
}

/** The panel's first field focused once it is drawn; brought to the top of the screen first when asked. */
function showPanel(panel: HTMLElement | null, toTop: boolean): void {
  if (!panel) return;
  if (toTop) panel.scrollIntoView({ block: "start" });
  panel.querySelector<HTMLElement>("input:not([type=hidden]):not([disabled]), select, textarea")?.focus({ preventScroll: toTop });
}

/**
 * One item's add-to-cart form at the terminal: the student (or NA,
 * docs/product/checkout-and-payments.md), then the shared purchase form (open amount by the dollar
 * rules, quantity, custom fields, required ones red).
 */
export function AddItemPanel({
  module,
  companyId,
  itemId,
  student = null,
  details,
  submitLabel,
  onAdded,
  bringIntoView = false,
  focusFirstField = false,
  announce = true,
}: AddItemPanelProps) {
  const item = useQuery(trpc.terminalItems.get.queryOptions({ module, itemId }));
  const { addLine, adding } = useAddToCart(module, { announce });
  const [choice, setChoice] = useState<StudentChoice>(student ? student.id : null);
  const [choiceLabel, setChoiceLabel] = useState<string | null>(student?.name ?? null);
  const [studentError, setStudentError] = useState<string | null>(null);
  const panelRef = useCallback(
    (panel: HTMLDivElement | null) => {
      if (bringIntoView || focusFirstField) showPanel(panel, bringIntoView);
    },
    [bringIntoView, focusFirstField],
  );

  const add = async (request: PurchaseRequest) => {
    if (choice === null) {
      setStudentError(PAYMENT_MESSAGES.selectStudent);
      return;
    }
    setStudentError(null);
    const answer = await addLine(request, choice);
    onAdded?.(answer.message);
  };

  return (
    <QueryStates query={item} rows={4}>
      {(data) => (
        <Paper ref={panelRef} withBorder p="lg" radius="md" data-testid="add-item-panel">
          <Stack gap="md">
            <Group justify="space-between" align="flex-start">
              <div>
                <Title order={2} fz="lg">
                  {data.title}
                </Title>
                <Text size="sm" c="dimmed">
                  {data.code} · {priceText(data)}
                </Text>
              </div>
              {data.quantityLeft !== null && <Badge variant="light">{data.quantityLeft} left</Badge>}
            </Group>
            {details?.(data)}
            <ItemPurchaseForm
              key={data.itemId}
              item={data}
              pending={adding}
              submitLabel={submitLabel}
              onAdd={add}
              header={
                <StudentSelect
                  module={module}
                  companyId={companyId}
                  value={choice}
                  chosenLabel={choiceLabel}
                  error={studentError}
                  onChange={(next, label) => {
                    setChoice(next);
                    setChoiceLabel(label);
                    if (next !== null) setStudentError(null);
                  }}
                />
              }
            />
          </Stack>
        </Paper>
      )}
    </QueryStates>
  );
}
