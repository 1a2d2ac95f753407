import { Button, Group, List, Modal, Stack, Text } from "@mantine/core";
import { COA_MESSAGES, type TModule } from "@paydesk/validators";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { notifyError, notifySuccess } from "../../../lib/notify.tsx";
import { trpc } from "../../../trpc.ts";
import { accountLabel, type CoaKind, type CoaRow } from "../types.ts";
import { InUseStep } from "./InUseStep.tsx";

interface DeleteAccountsModalProps {
  module: TModule;
  kind: CoaKind;
  /** What to delete: one row, or the selected rows. */
  targets: readonly CoaRow[];
  /** Every account of the kind listed for the site: where items of an account in use may go. */
  accounts: readonly CoaRow[];
  /** The flow ended; `deletedIds` are the accounts that are gone. */
  onFinished: (deletedIds: number[]) => void;
}

type Step = { name: "confirm" } | { name: "working" } | { name: "in-use"; account: CoaRow; rest: readonly CoaRow[] };

/**
 * The delete (docs/product/chart-of-accounts.md), for one account or several. Each account gets the
 * integrity check; an unused one is removed, one in use opens the lightbox asking for a
 * replacement. Failures are the product's messages: a flash when the check or the removal fails,
 * the lightbox's own alerts otherwise.
 */
export function DeleteAccountsModal({ module, kind, targets, accounts, onFinished }: DeleteAccountsModalProps) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ name: "confirm" });
  const deleted = useRef<CoaRow[]>([]);
  const remove = useMutation(trpc.coa.remove.mutationOptions());

  function finish() {
    void queryClient.invalidateQueries({ queryKey: trpc.coa.pathKey() });
    const gone = deleted.current;
    if (gone.length === 1) notifySuccess(`The account ${accountLabel(gone[0]!)} has been deleted.`);
    else if (gone.length > 1) notifySuccess(`${gone.length} accounts have been deleted.`);
    onFinished(gone.map((a) => a.id));
  }

  async function isInUse(account: CoaRow): Promise<boolean> {
    const result = await queryClient.fetchQuery({
      ...trpc.coa.checkIntegrity.queryOptions({ module, coaId: account.id, kind }),
      // The answer of a moment ago may be stale: an item may have taken the account since.
      staleTime: 0,
      gcTime: 0,
    });
    return result.inUse;
  }

  /** Works through the queue until it is empty or an account in use needs a replacement. */
  async function work(queue: readonly CoaRow[]) {
    setStep({ name: "working" });
    for (const [index, account] of queue.entries()) {
      let inUse: boolean;
      try {
        inUse = await isInUse(account);
      } catch {
        notifyError(COA_MESSAGES.deleteFailed);
        continue;
      }
      if (inUse) {
        setStep({ name: "in-use", account, rest: queue.slice(index + 1) });
        return;
      }
      try {
        await remove.mutateAsync({ module, coaId: account.id, kind });
        deleted.current.push(account);
      } catch {
        notifyError(COA_MESSAGES.removeFailed);
      }
    }
    finish();
  }

  const working = step.name === "working";
  const title =
    step.name === "in-use" ? "Account in use" : targets.length === 1 ? "Delete account?" : `Delete ${targets.length} accounts?`;

  return (
    <Modal
      opened
      onClose={() => !working && finish()}
      title={title}
      centered
      size={step.name === "in-use" ? "lg" : "md"}
      closeOnClickOutside={!working}
      closeOnEscape={!working}
      withCloseButton={!working}
    >
      {step.name === "in-use" ? (
        <InUseStep
          // A fresh lightbox (choice, alerts) for every account of a mass delete.
          key={step.account.id}
          module={module}
          kind={kind}
          account={step.account}
          replacements={replacementsFor(step.account, accounts, step.rest, deleted.current)}
          hasMore={step.rest.length > 0}
          onReplaced={() => {
            deleted.current.push(step.account);
            void work(step.rest);
          }}
          onSkip={() => void work(step.rest)}
          onCancel={finish}
        />
      ) : (
        <Stack gap="md">
          {targets.length === 1 ? (
            <Text size="sm">
              Delete the account <b>{accountLabel(targets[0]!)}</b>?
            </Text>
          ) : (
            <>
              <Text size="sm">Delete these accounts?</Text>
              <List size="sm" spacing={2} data-testid="delete-targets">
                {targets.map((a) => (
                  <List.Item key={a.id}>{accountLabel(a)}</List.Item>
                ))}
              </List>
            </>
          )}
          <Text size="sm" c="dimmed">
            An account that items use asks for a new account for those items first.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={finish} disabled={working}>
              Cancel
            </Button>
            <Button color="red" loading={working} onClick={() => void work(targets)}>
              Delete
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** Other accounts of the kind, leaving out the ones deleted or about to be deleted in this run. */
function replacementsFor(
  account: CoaRow,
  accounts: readonly CoaRow[],
  pending: readonly CoaRow[],
  deleted: readonly CoaRow[],
): CoaRow[] {
  const excluded = new Set([account.id, ...pending.map((a) => a.id), ...deleted.map((a) => a.id)]);
  return accounts.filter((a) => !excluded.has(a.id));
}
