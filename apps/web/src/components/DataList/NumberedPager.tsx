import { Group, Pagination } from "@mantine/core";
import { pageCount } from "./columns.ts";

interface NumberedPagerProps {
  page: number;
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
  /** Names the pager for screen readers ("Pages of payments"). */
  label: string;
  align?: "center" | "flex-end";
}

/** Numbered pages under a list the server counts (total and page size); nothing when one page holds it all. */
export function NumberedPager({ page, total, pageSize, onChange, label, align = "center" }: NumberedPagerProps) {
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  return (
    <Group justify={align}>
      <Pagination total={pages} value={page} onChange={onChange} aria-label={label} />
    </Group>
  );
}
