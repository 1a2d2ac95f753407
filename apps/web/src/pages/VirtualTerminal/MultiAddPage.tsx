import { Alert, Button, Checkbox, MultiSelect, Paper, Stack, Text } from "@mantine/core";
import { formatCents } from "@paydesk/domain";
import { PAYMENT_MESSAGES, type TModule } from "@paydesk/validators";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { MenuGate } from "../../components/MenuGate/index.ts";
import { PageHeader } from "../../components/PageHeader/index.ts";
import { errorCode } from "../../lib/errors.ts";
import { notifySuccess } from "../../lib/notify.tsx";
import type { Session } from "../../lib/session.ts";
import { trpc } from "../../trpc.ts";
import { StudentSelect, type StudentChoice } from "./StudentSelect.tsx";
import { terminalPath } from "./paths.ts";
import { useTerminalItems } from "./useTerminalItems.ts";
import { SHORT_DROPDOWN } from "./dropdown.ts";

/**
 * The multi-add page (/pay/school/multi-a2c, docs/product/terminal.md): several items for one
 * student or NA in one step (cart.addMany). Staff may tick cf_override to bypass required custom
 * fields; the values left empty then read Overridden (docs/product/checkout-and-payments.md). After
 * success: the terminal's cart.
 */
export function MultiAddPage() {
  return (
    <MenuGate path="virtual-terminal/multi-add">{(session, module) => <MultiAdd session={session} module={module} />}</MenuGate>
  );
}

function MultiAdd({ session, module }: { session: Session; module: TModule }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { text, setText, items } = useTerminalItems(module);
  const [chosen, setChosen] = useState<string[]>([]);
  const [labels, setLabels] = useState<Record<string, string>>({});
  const [student, setStudent] = useState<StudentChoice>(null);
  const [override, setOverride] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const addMany = useMutation(trpc.cart.addMany.mutationOptions());

  const options = (items.data ?? []).map((item) => ({
    value: String(item.itemId),
    label: `${item.title} (${item.code})${item.amountType === "Fixed" ? ` ${formatCents(item.amountCents)}` : ""}`,
  }));
  // Chosen items stay listed while another search shows other items.
  for (const value of chosen)
    if (!options.some((option) => option.value === value)) options.push({ value, label: labels[value] ?? value });

  const submit = async () => {
    if (student === null) return setProblem(PAYMENT_MESSAGES.selectStudent);
    if (chosen.length === 0) return setProblem(PAYMENT_MESSAGES.noItemsAdded);
    setProblem(null);
    try {
      const answer = await addMany.mutateAsync({
        module,
        studentId: student,
        cfOverride: override,
        items: chosen.map((id) => ({ itemId: Number(id) })),
      });
      notifySuccess(answer.message);
      await queryClient.invalidateQueries({ queryKey: trpc.cart.pathKey() });
      void navigate(terminalPath(module, "pay"));
    } catch (error) {
      // A refusal names its reason (required fields, sold out, NO_ITEMS_ADDED); a failure is the product's
      // fixed message (docs/product/terminal.md).
      setProblem(
        errorCode(error) === "BAD_REQUEST" || errorCode(error) === "CONFLICT"
          ? (error as Error).message
          : PAYMENT_MESSAGES.addToCartFailed,
      );
    }
  };

  return (
    <Stack gap="lg" maw={720}>
      <PageHeader title="Add several items" description="Put several items in the cart at once for one student, or for NA." />
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          <MultiSelect
            label="Items"
            searchable
            {...SHORT_DROPDOWN}
            placeholder="Search items by title or code"
            data={options}
            value={chosen}
            searchValue={text}
            onSearchChange={setText}
            onChange={(values) => {
              setChosen(values);
              setLabels((current) => ({
                ...current,
                ...Object.fromEntries(options.map((option) => [option.value, option.label])),
              }));
            }}
          />
          <StudentSelect module={module} companyId={session.company.id} value={student} onChange={(next) => setStudent(next)} />
          <Checkbox
            label="Override required fields"
            description="Add items whose required custom fields are not filled in; those fields read Overridden."
            checked={override}
            onChange={(event) => setOverride(event.currentTarget.checked)}
          />
          {problem && (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          )}
          <Text size="sm" c="dimmed">
            {chosen.length} item{chosen.length === 1 ? "" : "s"} chosen
          </Text>
          <Button onClick={() => void submit()} loading={addMany.isPending} w="fit-content">
            Add to cart
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
