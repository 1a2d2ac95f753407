import { Button, Group, Text } from "@mantine/core";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { useState } from "react";

/**
 * Pages of a list the server pages by keyset (each answer names the cursor of the next page): the
 * cursors seen so far are kept, so Previous goes back without the server counting rows. A new
 * `filterKey` (another search, site or filter) starts again at the first page.
 */
export function useKeysetPages<Cursor>(filterKey: string) {
  const [state, setState] = useState<{ key: string; cursors: (Cursor | undefined)[] }>({ key: filterKey, cursors: [undefined] });
  const cursors = state.key === filterKey ? state.cursors : [undefined];
  return {
    /** The cursor to ask with: undefined on the first page. */
    after: cursors.at(-1),
    page: cursors.length,
    next: (cursor: Cursor) => setState({ key: filterKey, cursors: [...cursors, cursor] }),
    previous: () => setState({ key: filterKey, cursors: cursors.slice(0, -1) }),
  };
}

export type KeysetPages<Cursor> = ReturnType<typeof useKeysetPages<Cursor>>;

/** Previous / Next under a keyset-paged list; nothing when everything fits on the first page. */
export function KeysetPager<Cursor>({
  pages,
  nextCursor,
}: {
  pages: KeysetPages<Cursor>;
  nextCursor: Cursor | null | undefined;
}) {
  if (pages.page === 1 && nextCursor == null) return null;
  return (
    <Group justify="flex-end" gap="xs">
      <Text size="sm" c="dimmed">
        Page {pages.page}
      </Text>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconChevronLeft size={14} aria-hidden />}
        disabled={pages.page === 1}
        onClick={pages.previous}
      >
        Previous
      </Button>
      <Button
        size="xs"
        variant="default"
        rightSection={<IconChevronRight size={14} aria-hidden />}
        disabled={nextCursor == null}
        onClick={() => nextCursor != null && pages.next(nextCursor)}
      >
        Next
      </Button>
    </Group>
  );
}
