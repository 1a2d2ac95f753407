import { Button, Group, Modal, Stack, Table, Text } from "@mantine/core";

export interface OrderReview {
  /** "Visa ending 1111", "Cash", "Check #1042". */
  method: string;
  payer: string;
  receiptTo: string | null;
  total: string;
  feesRemoved: boolean;
}

interface ConfirmOrderModalProps {
  review: OrderReview | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/**
 * The payment, ready for review, is confirmed in a modal before it is processed
 * (docs/product/terminal.md).
 */
export function ConfirmOrderModal({ review, onCancel, onConfirm }: ConfirmOrderModalProps) {
  return (
    <Modal opened={review !== null} onClose={onCancel} title="Confirm payment" centered>
      {review && (
        <Stack gap="md">
          <Table withRowBorders={false} verticalSpacing={4}>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th scope="row">Payment</Table.Th>
                <Table.Td>{review.method}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">Payer</Table.Th>
                <Table.Td>{review.payer}</Table.Td>
              </Table.Tr>
              {review.receiptTo && (
                <Table.Tr>
                  <Table.Th scope="row">Receipt to</Table.Th>
                  <Table.Td>{review.receiptTo}</Table.Td>
                </Table.Tr>
              )}
              <Table.Tr>
                <Table.Th scope="row">Total</Table.Th>
                <Table.Td data-testid="confirm-total">
                  {review.total}
                  {review.feesRemoved && (
                    <Text span c="dimmed" size="sm">
                      {" "}
                      (convenience fees removed)
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              Back
            </Button>
            <Button onClick={onConfirm} data-autofocus>
              Pay {review.total}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
