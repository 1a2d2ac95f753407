import { Anchor, Input, SegmentedControl, Text } from "@mantine/core";
import type { TPromotionChannel } from "@paydesk/validators";
import { useId } from "react";
import type { DataColumn } from "../../components/DataList/index.ts";
import { CHANNEL_OPTIONS } from "./channels.ts";

/** "All" or one channel: the filter above the posts list and the outbox's channel tab. */
export function ChannelFilter({
  value,
  onChange,
}: {
  value: TPromotionChannel | undefined;
  onChange: (channel: TPromotionChannel | undefined) => void;
}) {
  const labelId = useId();
  return (
    <div>
      <Input.Label id={labelId} display="block" mb={4}>
        Channel
      </Input.Label>
      <SegmentedControl
        aria-labelledby={labelId}
        value={value ?? "ALL"}
        onChange={(next) => onChange(next === "ALL" ? undefined : (next as TPromotionChannel))}
        data={[{ value: "ALL", label: "All channels" }, ...CHANNEL_OPTIONS]}
      />
    </div>
  );
}

/** A post's text in a row: two lines at most, the rest opens elsewhere. */
export function messageColumn<Row>(message: (row: Row) => string): DataColumn<Row> {
  return {
    header: "Message",
    maxWidth: 320,
    cell: (row) => (
      <Text size="sm" lineClamp={2}>
        {message(row)}
      </Text>
    ),
  };
}

/** Where a sent post can be seen, or a dash before it was sent. */
export function linkColumn<Row>(link: (row: Row) => string | null, label: string): DataColumn<Row> {
  return {
    header: "Link",
    cell: (row) => {
      const href = link(row);
      return href ? (
        <Anchor href={href} target="_blank" rel="noreferrer" size="sm">
          {label}
        </Anchor>
      ) : (
        <Text size="sm" c="dimmed">
          —
        </Text>
      );
    },
  };
}
