import { Alert, Button, Checkbox, Group, Paper, Stack, Switch, Text, Title } from "@mantine/core";
import {
  CARD_BRANDS,
  CARD_SETTINGS_MESSAGES,
  CC_TYPE_OF_BRAND,
  ZUpdateCardSettingsRequestSchema,
  type CardBrand,
  type TModule,
} from "@paydesk/validators";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { QueryStates } from "../../../components/QueryStates/index.ts";
import { mapServerError } from "../../../components/ServerErrors/index.ts";
import { notifyError, notifySuccess } from "../../../lib/notify.tsx";
import { trpc } from "../../../trpc.ts";

interface Props {
  module: TModule;
  companyId: number;
  canEdit: boolean;
}

/**
 * The suggested cash discount (cash and check payments start with fee removal ticked:
 * docs/product/terminal.md) and the card brands each of the site's payees accepts
 * (docs/product/checkout-and-payments.md), beside the fee settings.
 */
export function CardSettings({ module, companyId, canEdit }: Props) {
  const settings = useQuery(trpc.paymentSettings.cardSettings.queryOptions({ module, companyId }));
  return (
    <QueryStates query={settings} rows={4}>
      {(data) => (
        <CardSettingsForm
          key={`${companyId}-${settings.dataUpdatedAt}`}
          module={module}
          companyId={companyId}
          canEdit={canEdit}
          initial={data}
        />
      )}
    </QueryStates>
  );
}

interface Values {
  suggestCashDiscount: boolean;
  payees: { payeeId: number; name: string; acceptedCardBrands: CardBrand[] }[];
}

function CardSettingsForm({ module, companyId, canEdit, initial }: Props & { initial: Values }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(initial);
  /** Messages by payee id, from the same schema the server checks with. */
  const [errors, setErrors] = useState<Record<number, string>>({});
  const save = useMutation(
    trpc.paymentSettings.updateCardSettings.mutationOptions({
      onSuccess: () => {
        notifySuccess(CARD_SETTINGS_MESSAGES.saved);
        void queryClient.invalidateQueries({ queryKey: trpc.paymentSettings.cardSettings.pathKey() });
      },
      onError: (error) => notifyError(mapServerError(error).message),
    }),
  );
  const setBrands = (payeeId: number, brands: string[]) =>
    setValues((v) => ({
      ...v,
      payees: v.payees.map((p) => (p.payeeId === payeeId ? { ...p, acceptedCardBrands: brands as CardBrand[] } : p)),
    }));

  return (
    <form
      noValidate
      aria-labelledby="card-settings-title"
      onSubmit={(event) => {
        event.preventDefault();
        const request = {
          module,
          companyId,
          suggestCashDiscount: values.suggestCashDiscount,
          payees: values.payees.map(({ payeeId, acceptedCardBrands }) => ({ payeeId, acceptedCardBrands })),
        };
        const checked = ZUpdateCardSettingsRequestSchema.safeParse(request);
        if (!checked.success) {
          const byPayee: Record<number, string> = {};
          for (const issue of checked.error.issues) {
            const index = issue.path[1];
            const payee = typeof index === "number" ? values.payees[index] : undefined;
            if (payee) byPayee[payee.payeeId] ??= issue.message;
          }
          setErrors(byPayee);
          return;
        }
        setErrors({});
        save.mutate(request);
      }}
    >
      <Paper p={{ base: "md", sm: "xl" }} radius="lg">
        <Stack gap="lg">
          <Title order={2} size="h4" id="card-settings-title">
            Cash discount and card brands
          </Title>
          <Switch
            label="Suggest a cash discount"
            description="Cash and check payments at the terminal start with convenience fees removed."
            checked={values.suggestCashDiscount}
            disabled={!canEdit}
            onChange={(e) => {
              const suggestCashDiscount = e.currentTarget.checked;
              setValues((v) => ({ ...v, suggestCashDiscount }));
            }}
          />
          {values.payees.length === 0 ? (
            <Text c="dimmed">This site has no settlement accounts of its own.</Text>
          ) : (
            values.payees.map((payee) => (
              <Checkbox.Group
                key={payee.payeeId}
                label={`Cards accepted by ${payee.name}`}
                value={payee.acceptedCardBrands}
                onChange={(brands) => setBrands(payee.payeeId, brands)}
                error={errors[payee.payeeId]}
              >
                <Group gap="lg" mt="xs">
                  {CARD_BRANDS.map((brand) => (
                    <Checkbox key={brand} value={brand} label={CC_TYPE_OF_BRAND[brand]} disabled={!canEdit} />
                  ))}
                </Group>
              </Checkbox.Group>
            ))
          )}
          {canEdit ? (
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending}>
                Save card settings
              </Button>
            </Group>
          ) : (
            <Alert color="blue">Only administrators who manage settings can change these.</Alert>
          )}
        </Stack>
      </Paper>
    </form>
  );
}
