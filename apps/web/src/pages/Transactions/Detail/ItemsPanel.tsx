import { Button, Card, Collapse, Group, SimpleGrid, Stack, Text, Title, UnstyledButton } from "@mantine/core";
import { IconChevronDown, IconChevronRight } from "@tabler/icons-react";
import { useState } from "react";
import { LineArithmetic } from "../../../components/LineArithmetic/index.ts";
import { DetailItem } from "./DetailItem.tsx";
import { money } from "./format.ts";
import type { DetailLine } from "./types.ts";

interface ItemsPanelProps {
  lines: DetailLine[];
  canEdit: boolean;
  onEditLine: (line: DetailLine) => void;
}

/**
 * The order's items (docs/product/reports-and-time-zones.md): one row each, expandable, with Expand
 * all / Collapse all.
 */
export function ItemsPanel({ lines, canEdit, onEditLine }: ItemsPanelProps) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (lineId: number) =>
    setOpen((was) => {
      const next = new Set(was);
      if (next.has(lineId)) next.delete(lineId);
      else next.add(lineId);
      return next;
    });
  return (
    <Card withBorder component="section" aria-labelledby="items-heading">
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg" id="items-heading">
          Items
        </Title>
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={() => setOpen(new Set(lines.map((l) => l.lineId)))}>
            Expand all
          </Button>
          <Button size="xs" variant="default" onClick={() => setOpen(new Set())}>
            Collapse all
          </Button>
        </Group>
      </Group>
      <Stack gap={0}>
        {lines.map((line) => (
          <ItemRow key={line.lineId} line={line} expanded={open.has(line.lineId)} onToggle={() => toggle(line.lineId)} canEdit={canEdit} onEdit={() => onEditLine(line)} />
        ))}
      </Stack>
    </Card>
  );
}

interface ItemRowProps {
  line: DetailLine;
  expanded: boolean;
  onToggle: () => void;
  canEdit: boolean;
  onEdit: () => void;
}

function ItemRow({ line, expanded, onToggle, canEdit, onEdit }: ItemRowProps) {
  const detailsId = `line-${line.lineId}-details`;
  const Chevron = expanded ? IconChevronDown : IconChevronRight;
  return (
    <div data-testid="item-row" style={{ borderTop: "1px solid var(--mantine-color-default-border)" }}>
      <UnstyledButton onClick={onToggle} aria-expanded={expanded} aria-controls={detailsId} w="100%" py="xs">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Chevron size={16} aria-hidden />
            <Text fw={600}>{line.title}</Text>
            <Text size="sm" c="dimmed">
              {line.itemCode}
            </Text>
          </Group>
          <LineArithmetic line={line} />
        </Group>
      </UnstyledButton>
      <Collapse expanded={expanded}>
        <Stack id={detailsId} gap="xs" pb="sm" pl="lg" data-testid="item-details">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" component="dl" m={0}>
            <DetailItem label="Student" value={line.studentName ?? "None"} />
            <DetailItem label="Payee" value={line.payeeName ?? "—"} />
            <DetailItem label="Unit price" value={money(line.amountCents)} />
            <DetailItem label="Quantity" value={String(line.quantity)} />
            {line.taxCents > 0 && <DetailItem label="Tax" value={money(line.taxCents)} />}
            {line.shippingCents > 0 && <DetailItem label="Shipping" value={money(line.shippingCents)} />}
            {line.feeCents > 0 && <DetailItem label="Convenience fee" value={money(line.feeCents)} />}
            <DetailItem label="Total" value={money(line.totalCents)} />
            {Object.entries(line.cfs).map(([label, value]) => (
              <DetailItem key={label} label={label} value={Array.isArray(value) ? value.join(", ") : value} />
            ))}
            <DetailItem label="Memo" value={line.memo ?? "—"} />
          </SimpleGrid>
          {canEdit && (
            <Group>
              <Button size="xs" variant="light" onClick={onEdit}>
                Edit item details
              </Button>
            </Group>
          )}
        </Stack>
      </Collapse>
    </div>
  );
}
