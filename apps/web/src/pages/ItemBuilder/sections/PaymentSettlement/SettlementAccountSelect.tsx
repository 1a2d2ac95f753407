import { Button, Group, Modal, Select, Text } from "@mantine/core";
import { useState } from "react";
import { useBuilder, useFieldError } from "../../Builder/builder-context.ts";
import { useBuilderForm, useBuilderValue, useSetBuilderValue } from "../../Builder/form-context.ts";
import { BUILDER_MESSAGES } from "../../messages.ts";

/**
 * The payee. Changing it once accounts are chosen asks first, because the chart of
 * accounts must be chosen again, and then clears the account and sub account
 * (docs/product/items-and-fees.md, Pricing and fees).
 */
export function SettlementAccountSelect() {
  const form = useBuilderForm();
  const { options } = useBuilder();
  const set = useSetBuilderValue();
  const settlementAccountId = useBuilderValue("settlementAccountId");
  const coaId = useBuilderValue("coaId");
  const subCoaId = useBuilderValue("subCoaId");
  // undefined: no change waiting; null: the payee is being cleared.
  const [pending, setPending] = useState<number | null | undefined>(undefined);
  const error = useFieldError("settlementAccountId");

  const choose = (value: string | null) => {
    const next = value === null ? null : Number(value);
    if (next === settlementAccountId) return;
    if (coaId !== null || subCoaId !== null) setPending(next);
    else set("settlementAccountId", next);
  };
  const confirm = () => {
    form.setValues({ settlementAccountId: pending ?? null, coaId: null, subCoaId: null });
    setPending(undefined);
  };

  return (
    <>
      <Select
        label="Settlement account"
        placeholder="Choose the payee"
        clearable
        data={options.settlementAccounts.map((a) => ({ value: String(a.id), label: a.name }))}
        value={settlementAccountId === null ? null : String(settlementAccountId)}
        onChange={choose}
        error={error}
        w={{ base: "100%", sm: 360 }}
      />
      <Modal
        opened={pending !== undefined}
        onClose={() => setPending(undefined)}
        title={BUILDER_MESSAGES.changePayeeTitle}
        centered
      >
        <Text size="sm">{BUILDER_MESSAGES.changePayeeBody}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setPending(undefined)}>
            Keep the current account
          </Button>
          <Button onClick={confirm}>Change and clear accounts</Button>
        </Group>
      </Modal>
    </>
  );
}
