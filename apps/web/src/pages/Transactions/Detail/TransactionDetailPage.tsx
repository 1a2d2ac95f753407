import { Alert, Button, Stack, Text } from "@mantine/core";
import { receiptSellerNames } from "@paydesk/domain";
import { TXN_DETAIL_MESSAGES, type TModule } from "@paydesk/validators";
import { useQuery } from "@tanstack/react-query";
import { IconCheck, IconReceipt } from "@tabler/icons-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { OrderRefunds } from "../../../components/OrderRefunds/index.ts";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { QueryStates } from "../../../components/QueryStates/index.ts";
import { firstServerMessage } from "../../../components/ServerErrors/index.ts";
import { errorCode } from "../../../lib/errors.ts";
import { notifyError } from "../../../lib/notify.tsx";
import { hasPermission, type Session } from "../../../lib/session.ts";
import { trpc } from "../../../trpc.ts";
import { OrderIdUnknown } from "../../Receipt/index.ts";
import { orderIdFrom } from "../../Receipt/useReceipt.ts";
import { ChangesPanel } from "./ChangesPanel.tsx";
import { EditItemModal } from "./EditItemModal.tsx";
import { ItemsPanel } from "./ItemsPanel.tsx";
import { MemoModal } from "./MemoModal.tsx";
import { PaymentsPanel } from "./PaymentsPanel.tsx";
import { PayorPanel } from "./PayorPanel.tsx";
import type { DetailLine, TransactionDetail } from "./types.ts";
import { takeUndoFlag, useUndoChange } from "./useUndoChange.ts";
import { useUpdateTransaction, type TransactionEdit } from "./useUpdateTransaction.ts";

/**
 * The order's printable receipt: control's own receipt page, the terminal's print page elsewhere
 * (docs/product/checkout-and-payments.md, Receipts).
 */
const receiptPath = (module: TModule, orderId: number) =>
  module === "control" ? `/control/receipt/${orderId}` : `/${module}/virtual-terminal/print-receipt/${orderId}`;

/**
 * `/{module}/reports/txn/{orderId}` (docs/product/reports-and-time-zones.md): the payor, the items,
 * the payments, the refunds and the previous updates of one order, with edit (payor details, item
 * details that move no money) and undo per change. Saving asks the update memo first. The server
 * decides who may read (reports.view) and who may change (reports.manage); the buttons follow the
 * same permission.
 */
export function TransactionDetailPage({ session, module }: { session: Session; module: TModule }) {
  const orderId = orderIdFrom(useParams().orderId);
  // Read once per page load: the flag an undo stored before reloading
  // (docs/product/reports-and-time-zones.md).
  const [undone] = useState(takeUndoFlag);
  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader
        title={orderId ? `Transaction ${orderId}` : "Transaction"}
        description="Review the payment, edit the payor's and the items' details, and undo an update."
        actions={
          orderId !== null && (
            <Button component={Link} to={receiptPath(module, orderId)} variant="default" leftSection={<IconReceipt size={16} aria-hidden />}>
              Receipt
            </Button>
          )
        }
      />
      {undone && (
        <Alert color="teal" variant="light" icon={<IconCheck size={18} aria-hidden />} role="status" data-testid="undo-success">
          {TXN_DETAIL_MESSAGES.undone}
        </Alert>
      )}
      {orderId === null ? <OrderIdUnknown /> : <OrderDetail module={module} orderId={orderId} canEdit={hasPermission(session, "reports.manage")} />}
    </Stack>
  );
}

function OrderDetail({ module, orderId, canEdit }: { module: TModule; orderId: number; canEdit: boolean }) {
  const query = useQuery({ ...trpc.transactionDetail.get.queryOptions({ module, orderId }), retry: false });
  const update = useUpdateTransaction(module, orderId);
  const { undo, pendingId } = useUndoChange(module);
  const [editingPayor, setEditingPayor] = useState(false);
  const [editingLine, setEditingLine] = useState<DetailLine | null>(null);
  const [pending, setPending] = useState<TransactionEdit | null>(null);

  const askMemo = (edit: TransactionEdit) => {
    setEditingLine(null);
    setPending(edit);
  };
  const save = (memo: string) => {
    if (!pending) return;
    update.mutate(
      { module, orderId, ...pending, memo },
      {
        onSuccess: () => {
          setPending(null);
          setEditingPayor(false);
        },
        onError: (error) => {
          setPending(null);
          notifyError(firstServerMessage(error));
        },
      },
    );
  };

  if (query.isError && (errorCode(query.error) === "NOT_FOUND" || errorCode(query.error) === "BAD_REQUEST")) return <OrderIdUnknown />;
  return (
    <QueryStates query={query} rows={8}>
      {(detail: TransactionDetail) => (
        <Stack gap="lg">
          {/* Every seller of the order: a parent's cart may mix a district item and a school item. */}
          <Text data-testid="order-sellers">Sold by {receiptSellerNames(detail.sellers.map((s) => s.name))}</Text>
          <PayorPanel
            payor={detail.payer}
            canEdit={canEdit && detail.mayChange}
            editing={editingPayor}
            onEdit={() => setEditingPayor(true)}
            onClose={() => setEditingPayor(false)}
            onSave={askMemo}
          />
          <ItemsPanel lines={detail.lines} canEdit={canEdit && detail.mayChange} onEditLine={setEditingLine} />
          <PaymentsPanel detail={detail} />
          <OrderRefunds orderId={orderId} module={module} onChanged={() => void query.refetch()} />
          <ChangesPanel changes={detail.changes} lines={detail.lines} studentNames={detail.studentNames} canUndo={canEdit && detail.mayChange} pendingId={pendingId} onUndo={undo} />
          <EditItemModal line={editingLine} onAccept={askMemo} onCancel={() => setEditingLine(null)} />
          <MemoModal opened={pending !== null} saving={update.isPending} onSave={save} onCancel={() => setPending(null)} />
        </Stack>
      )}
    </QueryStates>
  );
}
