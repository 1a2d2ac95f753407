import { Alert, Badge, Button, Group, Skeleton, Stack, Text } from "@mantine/core";
import { COA_MESSAGES, ZReplaceCoaRequestSchema, type TModule } from "@paydesk/validators";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { DataTable } from "../../../components/DataList/index.ts";
import { mapServerError } from "../../../components/ServerErrors/index.ts";
import { trpc } from "../../../trpc.ts";
import { accountLabel, type CoaKind, type CoaRow } from "../types.ts";
import { SearchableSelect } from "../../../components/SearchableSelect/index.ts";

interface InUseStepProps {
  module: TModule;
  kind: CoaKind;
  /** The account being deleted; items use it. */
  account: CoaRow;
  /** Accounts of the same kind its items may move to (the account itself left out). */
  replacements: readonly CoaRow[];
  /** More accounts wait behind this one (a mass delete): offer to skip it. */
  hasMore: boolean;
  onReplaced: () => void;
  onSkip: () => void;
  onCancel: () => void;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/**
 * The lightbox of an account in use (docs/product/chart-of-accounts.md). It lists the items that
 * use it and asks for a replacement; the items move to it and the account is deleted in one step
 * (coa.replace).
 */
export function InUseStep({ module, kind, account, replacements, hasMore, onReplaced, onSkip, onCancel }: InUseStepProps) {
  const [newId, setNewId] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const inUse = useQuery({
    ...trpc.coa.inUseItems.queryOptions({ module, coaId: account.id, kind }),
    staleTime: 0,
    // A failure is answered inside the lightbox (docs/product/chart-of-accounts.md), never by
    // replacing the page.
    throwOnError: false,
  });
  const replace = useMutation(
    trpc.coa.replace.mutationOptions({
      onSuccess: onReplaced,
      onError: (error) => {
        // The server's own check of the replacement (e.g. not usable by every site whose items move).
        const message = replacementRefusal(error);
        if (message) setInvalid(message);
      },
    }),
  );
  const reassignFailed = replace.isError && !replacementRefusal(replace.error);

  function submit() {
    const replacement = replacements.find((r) => String(r.id) === newId);
    // The same schema as the server: chosen, not 0, not the account being deleted.
    const parsed = ZReplaceCoaRequestSchema.safeParse({
      coaId: account.id,
      newId: newId ?? 0,
      kind,
      newName: replacement ? accountLabel(replacement) : undefined,
    });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? COA_MESSAGES.invalidReplacement);
      return;
    }
    setInvalid(null);
    replace.mutate({ module, ...parsed.data });
  }

  const failed = inUse.isError || reassignFailed;
  return (
    <Stack gap="md">
      {inUse.isPending && (
        <Stack gap="xs">
          <Skeleton height={20} />
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Stack>
      )}
      {inUse.isError && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          role="alert"
          data-testid="in-use-error"
        >
          {COA_MESSAGES.deleteFailed}
        </Alert>
      )}
      {inUse.data && (
        <>
          <Text size="sm">
            {plural(inUse.data.items.length, "item")} {inUse.data.items.length === 1 ? "uses" : "use"}{" "}
            <b>{accountLabel(account)}</b>. Choose a new account for {inUse.data.items.length === 1 ? "it" : "them"}: the items
            move to it and {accountLabel(account)} is deleted.
          </Text>
          <DataTable
            label="Items using this account"
            verticalSpacing={6}
            withTableBorder
            minWidth={360}
            maxHeight={260}
            rows={inUse.data.items}
            rowKey={(item) => item.id}
            rowProps={() => ({ "data-testid": "in-use-item" })}
            columns={[
              { header: "Item", cell: (item) => item.title },
              {
                header: "Code",
                cell: (item) => (
                  <Badge size="sm" variant="light" color="gray" tt="none">
                    {item.code}
                  </Badge>
                ),
              },
            ]}
          />
          <Text size="sm" c="dimmed" data-testid="txn-item-count">
            Transaction items booked to this account: {inUse.data.txnItemCount}
          </Text>
          <SearchableSelect
            label="New account"
            placeholder="Select a new account"
            data={replacements.map((r) => ({ value: String(r.id), label: accountLabel(r) }))}
            value={newId}
            onChange={(value) => {
              setNewId(value);
              setInvalid(null);
            }}
            clearable
            nothingFound="No other account matches"
            comboboxProps={{ withinPortal: true }}
            disabled={reassignFailed}
          />
        </>
      )}
      {invalid && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          role="alert"
          data-testid="replacement-invalid"
        >
          {invalid}
        </Alert>
      )}
      {reassignFailed && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          role="alert"
          data-testid="reassign-error"
        >
          {COA_MESSAGES.reassignFailed}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {failed ? "Close" : "Cancel"}
        </Button>
        {hasMore && (
          <Button variant="default" onClick={onSkip}>
            Skip this account
          </Button>
        )}
        {/* After a failed lookup or reassignment the delete button is hidden
            (docs/product/chart-of-accounts.md). */}
        {inUse.data && !failed && (
          <Button color="red" loading={replace.isPending} onClick={submit}>
            Delete account
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** The server's refusal of the chosen replacement account, said under the replacement field. */
function replacementRefusal(error: unknown): string | undefined {
  return mapServerError(error, { fields: ["newId"] }).fieldErrors.newId;
}
