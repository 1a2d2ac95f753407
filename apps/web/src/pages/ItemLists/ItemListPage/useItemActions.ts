import { ITEM_MESSAGES, type TModule } from "@paydesk/validators";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { mapServerError } from "../../../components/ServerErrors/index.ts";
import { notifyError, notifySuccess } from "../../../lib/notify.tsx";
import { modulePath } from "../../../navigation/paths.ts";
import { trpc, trpcClient } from "../../../trpc.ts";
import type { MassAction } from "../MassActions/index.ts";
import type { DraftCheckState } from "../Notices/index.ts";
import type { ItemListConfig, ItemRow } from "../types.ts";

/**
 * The server's message when it answered; otherwise the product's failure message for the action
 * (docs/product/items-and-fees.md).
 */
function messageOf(error: unknown, fallback: string): string {
  return mapServerError(error, { fallback }).message;
}

/** "Your item could not be deleted." plus each item's reason, by title. */
function withReasons(error: unknown, fallback: string, rows: readonly ItemRow[]): string {
  const reasons = mapServerError(error).fieldErrors;
  const titleOf = new Map(rows.map((r) => [r.code, r.title]));
  const details = Object.entries(reasons).map(([code, reason]) => `${titleOf.get(code) ?? code}: ${reason}`);
  return [messageOf(error, fallback), ...details].join(" ");
}

interface ItemActionsOptions {
  module: TModule;
  config: ItemListConfig;
  /** Called after every change, to clear the selection. */
  onDone: () => void;
}

/**
 * Every change the lists make, each reporting its outcome the way the product says
 * (docs/product/items-and-fees.md): the server's message on refusal (the draft and guest-checkout
 * rules), the fixed failure messages otherwise.
 */
export function useItemActions({ module, config, onDone }: ItemActionsOptions) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const listPath = modulePath(module, config.path);

  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.items.list.queryKey() });
  const codes = (rows: readonly ItemRow[]) => rows.map((r) => r.code);

  async function withBusy(work: () => Promise<void>) {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
      onDone();
      await refresh();
    }
  }

  async function forRow(row: ItemRow, work: () => Promise<void>) {
    setPending((current) => new Set(current).add(row.code));
    try {
      await work();
    } finally {
      await refresh();
      setPending((current) => {
        const next = new Set(current);
        next.delete(row.code);
        return next;
      });
    }
  }

  /** One patch per item (the call takes one item); the refusals are reported together. */
  async function patchEach(rows: readonly ItemRow[], values: Record<string, unknown>) {
    const refusals: string[] = [];
    let changed = 0;
    for (const row of rows) {
      try {
        await trpcClient.items.patch.mutate({ module, itemCode: row.code, values });
        changed += 1;
      } catch (error) {
        refusals.push(`${row.title}: ${messageOf(error, ITEM_MESSAGES.updateFailed)}`);
      }
    }
    if (changed) notifySuccess(changed === 1 ? "1 item updated." : `${changed} items updated.`);
    if (refusals.length) notifyError(refusals.join(" "));
  }

  async function mass(action: MassAction, rows: readonly ItemRow[]) {
    const itemCodes = codes(rows);
    await withBusy(async () => {
      try {
        switch (action) {
          case "saveAsDraft": {
            const result = await trpcClient.items.saveAsDraft.mutate({ module, itemCodes, itemType: config.itemType });
            notifySuccess(result.message);
            await navigate(`${listPath}?drafts_added=true`);
            return;
          }
          case "removeDraft": {
            const result = await trpcClient.items.checkDraft.mutate({ module, itemCodes });
            const titleOf = new Map(rows.map((r) => [r.code, r.title]));
            const state: DraftCheckState = {
              draftProblems: Object.entries(result.errors).map(([code, problems]) => ({
                code,
                title: titleOf.get(code) ?? code,
                messages: problems.map((p) => p.message),
              })),
            };
            await navigate(`${listPath}?drafts_updated=true`, { state });
            return;
          }
          case "trash":
            notifySuccess((await trpcClient.items.remove.mutate({ module, itemCodes, mode: "soft" })).message);
            return;
          case "deleteForever":
            notifySuccess((await trpcClient.items.remove.mutate({ module, itemCodes, mode: "hard" })).message);
            return;
          case "restore": {
            for (const row of rows) await trpcClient.items.restore.mutate({ module, itemCode: row.code });
            notifySuccess(rows.length === 1 ? "The item was restored." : `${rows.length} items were restored.`);
            return;
          }
          case "activate":
          case "deactivate":
            return patchEach(rows, { active: action === "activate" });
          case "show":
          case "hide":
            return patchEach(rows, { visible: action === "show" });
          case "pnpOn":
          case "pnpOff":
            notifySuccess((await trpcClient.items.massSetPnp.mutate({ module, itemCodes, state: action === "pnpOn" })).message);
            return;
        }
      } catch (error) {
        const fallback =
          action === "trash" || action === "deleteForever"
            ? ITEM_MESSAGES.deleteFailed
            : action === "pnpOn" || action === "pnpOff"
              ? ITEM_MESSAGES.paidNotPaidFailed
              : ITEM_MESSAGES.updateFailed;
        notifyError(action === "deleteForever" ? withReasons(error, fallback, rows) : messageOf(error, fallback));
      }
    });
  }

  const row = {
    setFlag: (item: ItemRow, flag: "active" | "visible", value: boolean) =>
      void forRow(item, async () => {
        try {
          await trpcClient.items.patch.mutate({ module, itemCode: item.code, values: { [flag]: value } });
        } catch (error) {
          notifyError(messageOf(error, ITEM_MESSAGES.updateFailed));
        }
      }),
    setPnp: (item: ItemRow, checked: boolean) =>
      void forRow(item, async () => {
        try {
          notifySuccess((await trpcClient.items.setPnp.mutate({ module, itemCode: item.code, checked })).message);
        } catch (error) {
          notifyError(messageOf(error, ITEM_MESSAGES.paidNotPaidFailed));
        }
      }),
    runPnp: (item: ItemRow) =>
      void forRow(item, async () => {
        try {
          notifySuccess((await trpcClient.items.runPnp.mutate({ module, itemCode: item.code })).message);
        } catch (error) {
          notifyError(messageOf(error, ITEM_MESSAGES.paidNotPaidFailed));
        }
      }),
    restore: (item: ItemRow) =>
      void forRow(item, async () => {
        try {
          notifySuccess((await trpcClient.items.restore.mutate({ module, itemCode: item.code })).message);
        } catch (error) {
          notifyError(messageOf(error, ITEM_MESSAGES.updateFailed));
        }
      }),
  };

  return { mass, row, busy, pending };
}
