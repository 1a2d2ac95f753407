import { Button, Group, Modal, Stack, Switch, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { COA_MESSAGES, COA_NAME_MAX, COA_NUMBER_MAX, ZCoaAccountFieldsSchema, type TModule } from "@paydesk/validators";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { mapServerError, showServerError } from "../../../components/ServerErrors/index.ts";
import { notifyError, notifySuccess } from "../../../lib/notify.tsx";
import { trpc } from "../../../trpc.ts";
import { accountLabel, type CoaKind, type Payee } from "../types.ts";

interface CreateAccountModalProps {
  opened: boolean;
  onClose: () => void;
  module: TModule;
  /** The payee whose chart gets the account. */
  payee: Payee;
  /** From the current tab: a primary or a sub account. */
  kind: CoaKind;
}

interface CreateAccountValues {
  number: string;
  name: string;
  isShared: boolean;
}

const INITIAL_VALUES: CreateAccountValues = { number: "", name: "", isShared: false };

/**
 * The create lightbox (payments/save, docs/product/chart-of-accounts.md): account number, name,
 * private or shared with sub-sites.
 */
export function CreateAccountModal({ opened, onClose, module, payee, kind }: CreateAccountModalProps) {
  const queryClient = useQueryClient();
  const form = useForm<CreateAccountValues>({
    initialValues: INITIAL_VALUES,
    validate: schemaResolver(ZCoaAccountFieldsSchema, { sync: true }),
  });

  const close = () => {
    form.reset();
    onClose();
  };

  const create = useMutation(
    trpc.coa.create.mutationOptions({
      onSuccess: (account) => {
        notifySuccess(`The account ${accountLabel(account)} has been created.`);
        void queryClient.invalidateQueries({ queryKey: trpc.coa.pathKey() });
        close();
      },
      onError: (error) => {
        // A field the form shows (a number already taken) is answered under that field; anything
        // else is the product's flash (docs/product/chart-of-accounts.md).
        const { fieldErrors } = mapServerError(error, { fields: Object.keys(INITIAL_VALUES) });
        if (Object.keys(fieldErrors).length > 0) showServerError(form, error);
        else notifyError(COA_MESSAGES.saveFailed);
      },
    }),
  );

  const title = kind === "SUB" ? "Create sub account" : "Create account";
  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          create.mutate({
            module,
            payeeId: payee.id,
            number: values.number,
            name: values.name,
            isShared: values.isShared,
            isSubaccount: kind === "SUB",
          }),
        )}
      >
        <Stack gap="md">
          <TextInput
            label="Account number"
            placeholder="e.g. 4100"
            maxLength={COA_NUMBER_MAX}
            data-autofocus
            {...form.getInputProps("number")}
          />
          <TextInput
            label="Account name"
            placeholder="e.g. Athletics Revenue"
            maxLength={COA_NAME_MAX}
            {...form.getInputProps("name")}
          />
          <Switch
            label="Shared with sub-sites"
            description={
              form.values.isShared
                ? `The sites below ${payee.companyName} can use this account too, for items paying into ${payee.name}.`
                : `Private: only ${payee.companyName} uses this account, for items paying into ${payee.name}.`
            }
            {...form.getInputProps("isShared", { type: "checkbox" })}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Save account
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
