import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from "@mantine/core";
import type { TModule } from "@paydesk/validators";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "../../../lib/errors.ts";
import { notifySuccess } from "../../../lib/notify.tsx";
import { trpc } from "../../../trpc.ts";
import { fullName, type PeopleKind, type StudentRow } from "./types.ts";

interface RemoveStudentsModalProps {
  module: TModule;
  kind: PeopleKind;
  targets: readonly StudentRow[];
  onDone: () => void;
  onClose: () => void;
}

function summary(kind: PeopleKind, result: { deactivated: number[]; deleted: number[]; keptWithOrders: number[] }): string {
  const parts: string[] = [];
  if (result.deactivated.length) parts.push(`${result.deactivated.length} deactivated`);
  if (result.deleted.length) parts.push(`${result.deleted.length} deleted`);
  if (result.keptWithOrders.length) parts.push(`${result.keptWithOrders.length} kept and deactivated because they have orders`);
  return `${kind.many[0]?.toUpperCase()}${kind.many.slice(1)}: ${parts.join(", ")}.`;
}

/**
 * Remove (removestudent, docs/product/students-and-groups.md): deactivate by default; delete for
 * good only when the user ticks it and confirms. A record with orders is never deleted: the server
 * deactivates it instead.
 */
export function RemoveStudentsModal({ module, kind, targets, onDone, onClose }: RemoveStudentsModalProps) {
  const queryClient = useQueryClient();
  const [permanent, setPermanent] = useState(false);
  const remove = useMutation(
    trpc.studentsAdmin.remove.mutationOptions({
      onSuccess: (result) => {
        notifySuccess(summary(kind, result));
        void queryClient.invalidateQueries({ queryKey: trpc.studentsAdmin.list.pathKey() });
        onDone();
      },
    }),
  );
  const who = targets.length === 1 && targets[0] ? fullName(targets[0]) : `${targets.length} ${kind.many}`;
  return (
    <Modal opened onClose={onClose} title={`Remove ${who}`} centered>
      <Stack gap="md">
        <Text size="sm">
          Removing deactivates: the records stay with their parents, groups and payment history, and can be made active again by
          editing them.
        </Text>
        <Checkbox
          label="Delete permanently"
          description="Deletes the records and their links to parents and groups. This cannot be undone. Records with orders are only deactivated."
          checked={permanent}
          onChange={(e) => setPermanent(e.currentTarget.checked)}
          color="red"
        />
        {remove.isError && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
            {errorMessage(remove.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => remove.mutate({ module, studentIds: targets.map((t) => t.id), permanent })}
          >
            {permanent ? "Delete permanently" : "Deactivate"}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
