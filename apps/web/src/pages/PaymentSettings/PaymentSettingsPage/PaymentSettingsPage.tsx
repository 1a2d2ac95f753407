import { Alert, Button, Collapse, Group, Paper, Radio, Stack, TextInput } from "@mantine/core";
import { formatCents, formatDollarInput, formatPercentHundredths, formatPercentInput } from "@paydesk/domain";
import { FEE_BEHAVIOURS, ITEM_MESSAGES, type FeeBehaviourName, type TModule } from "@paydesk/validators";
import { IconInfoCircle } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { MenuGate } from "../../../components/MenuGate/index.ts";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { QueryStates } from "../../../components/QueryStates/index.ts";
import { canChooseSite, SitePicker, useSiteParam, type Site } from "../../../components/SitePicker/index.ts";
import { mapServerError } from "../../../components/ServerErrors/index.ts";
import { notifyError, notifySuccess } from "../../../lib/notify.tsx";
import { hasPermission, type Session } from "../../../lib/session.ts";
import { trpc } from "../../../trpc.ts";
import { CardSettings } from "./CardSettingsForm.tsx";

const BEHAVIOURS: Record<FeeBehaviourName, { label: string; description: string }> = {
  Default: { label: "Default", description: "Each item's own fee settings decide what the payer is charged." },
  AlwaysAddFlat: { label: "Always add a flat fee", description: "Every card payment adds the default item fee below." },
  Absorb: {
    label: "Absorb card fees",
    description: "The payer pays the item price only; card fees are taken from the settlement.",
  },
};

/**
 * `/{module}/payments` and `/{module}/payments/methods`: the default fee behaviour for card
 * payments (docs/product/items-and-fees.md), then the cash discount and accepted card brands.
 * `menuPath` is the address's menu entry, which gates it.
 */
export function PaymentSettingsPage({ menuPath }: { menuPath: "payments" | "payments/methods" }) {
  return <MenuGate path={menuPath}>{(session, module) => <PaymentSettings session={session} module={module} />}</MenuGate>;
}

interface Values {
  feeBehaviour: FeeBehaviourName;
  /** The inputs' text; read with the product's blur rules (docs/product/items-and-fees.md) when saved. */
  fee: string;
  tax: string;
}

function PaymentSettings({ session, module }: { session: Session; module: TModule }) {
  const [site, setSite] = useSiteParam(session);
  const canEdit = hasPermission(session, "settings.manage");
  const settings = useQuery(trpc.paymentSettings.get.queryOptions({ module, companyId: site.id }));
  return (
    <Stack gap="lg" maw={720}>
      <PageHeader
        title="Payment settings"
        description={`How card payments at ${site.name} treat fees, and the tax rate items include by default.`}
      />
      {canChooseSite(session) ? (
        <SitePicker value={site} onChange={(next: Site) => setSite(next)} w={{ base: "100%", sm: 400 }} />
      ) : null}
      <QueryStates query={settings} rows={5}>
        {(data) => (
          <SettingsForm
            key={`${site.id}-${settings.dataUpdatedAt}`}
            module={module}
            companyId={site.id}
            canEdit={canEdit}
            initial={{
              feeBehaviour: data.feeBehaviour,
              fee: formatCents(data.defaultItemFeeCents),
              tax: formatPercentHundredths(data.defaultTaxHundredths),
            }}
          />
        )}
      </QueryStates>
      <CardSettings module={module} companyId={site.id} canEdit={canEdit} />
    </Stack>
  );
}

interface SettingsFormProps {
  module: TModule;
  companyId: number;
  canEdit: boolean;
  initial: Values;
}

function SettingsForm({ module, companyId, canEdit, initial }: SettingsFormProps) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation(
    trpc.paymentSettings.update.mutationOptions({
      onSuccess: () => {
        notifySuccess(ITEM_MESSAGES.saved);
        void queryClient.invalidateQueries({ queryKey: trpc.paymentSettings.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.itemBuilder.options.pathKey() });
      },
      onError: (error) => {
        const { fieldErrors, message } = mapServerError(error);
        if (Object.keys(fieldErrors).length > 0) setErrors(fieldErrors);
        else notifyError(message);
      },
    }),
  );
  const set = (patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch }));

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setErrors({});
        save.mutate({
          module,
          companyId,
          feeBehaviour: values.feeBehaviour,
          defaultItemFeeCents: formatDollarInput(values.fee).cents ?? 0,
          defaultTaxHundredths: formatPercentInput(values.tax).hundredths,
        });
      }}
    >
      <Paper p={{ base: "md", sm: "xl" }} radius="lg">
        <Stack gap="lg">
          {canEdit ? null : (
            <Alert color="blue" icon={<IconInfoCircle size={18} />}>
              Only administrators who manage settings can change these.
            </Alert>
          )}
          <Radio.Group
            label="Default fee behaviour for card payments"
            value={values.feeBehaviour}
            onChange={(v) => set({ feeBehaviour: v as FeeBehaviourName })}
            error={errors.feeBehaviour}
          >
            <Stack gap="sm" mt="xs">
              {FEE_BEHAVIOURS.map((b) => (
                <Radio
                  key={b}
                  value={b}
                  label={BEHAVIOURS[b].label}
                  description={BEHAVIOURS[b].description}
                  disabled={!canEdit}
                />
              ))}
            </Stack>
          </Radio.Group>
          {/* AlwaysAddFlat shows a default item fee input (docs/product/items-and-fees.md). */}
          <Collapse expanded={values.feeBehaviour === "AlwaysAddFlat"}>
            <TextInput
              label="Default item fee"
              description="Added to every card payment."
              value={values.fee}
              disabled={!canEdit}
              onChange={(e) => set({ fee: e.currentTarget.value })}
              onBlur={() => set({ fee: formatDollarInput(values.fee).text })}
              error={errors.defaultItemFeeCents}
              maw={220}
            />
          </Collapse>
          <TextInput
            label="Default tax rate"
            description="What “Include tax” sets on an item."
            value={values.tax}
            disabled={!canEdit}
            onChange={(e) => set({ tax: e.currentTarget.value })}
            onBlur={() => set({ tax: formatPercentInput(values.tax).text })}
            error={errors.defaultTaxHundredths}
            maw={220}
          />
          {canEdit ? (
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending}>
                Save settings
              </Button>
            </Group>
          ) : null}
        </Stack>
      </Paper>
    </form>
  );
}
