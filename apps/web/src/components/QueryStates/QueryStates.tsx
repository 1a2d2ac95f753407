import { Alert, Button, Skeleton, Stack } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { errorMessage } from "../../lib/errors.ts";

interface QueryStatesProps<Data> {
  query: { data: Data | undefined; isError: boolean; error: unknown; isRefetching: boolean; refetch: () => Promise<unknown> };
  /** What an answer without rows looks like; `isEmpty` decides when it shows. */
  empty?: ReactNode;
  isEmpty?: (data: Data) => boolean;
  /** The loading placeholder; a few skeleton rows by default. */
  loading?: ReactNode;
  /** Skeleton rows of the default placeholder. */
  rows?: number;
  children: (data: Data) => ReactNode;
}

/**
 * Loading, error (with a way to try again), empty and loaded: the four states of every query on
 * a page, drawn the same way everywhere. Data already shown stays while a newer answer loads.
 */
export function QueryStates<Data>({ query, empty, isEmpty, loading, rows = 3, children }: QueryStatesProps<Data>) {
  if (query.data !== undefined) {
    if (isEmpty?.(query.data)) return <>{empty}</>;
    return <>{children(query.data)}</>;
  }
  if (query.isError) {
    return (
      <Alert m="md" color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
        <Stack gap="xs" align="flex-start">
          {errorMessage(query.error)}
          <Button size="xs" variant="light" color="red" loading={query.isRefetching} onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    loading ?? (
      <Stack gap="xs" p="md" aria-busy>
        {Array.from({ length: rows }, (_, i) => (
          <Skeleton key={i} height={44} />
        ))}
      </Stack>
    )
  );
}
