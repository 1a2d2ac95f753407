import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { AUTH_MESSAGES, DASHBOARD_MESSAGES } from "@paydesk/validators";
import { IconAlertTriangle, IconLock } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { isForbidden } from "../../lib/errors.ts";

/**
 * Spread into every widget's query: the app's default sends a FORBIDDEN answer to the page's error
 * boundary (the whole page becomes access denied); a widget shows it in place instead.
 */
export const FAILS_IN_PLACE = { throwOnError: false } as const;

interface WidgetProps<Data> {
  /** data-widget, for tests and the legacy names (txn, leaderboard-topschools, …). */
  name: string;
  title: string;
  /** Under the title: the range shown, for instance. */
  subtitle?: ReactNode;
  query: { data: Data | undefined; isError: boolean; error: unknown; isRefetching: boolean; refetch: () => Promise<unknown> };
  /** Beside the title (a refresh button). */
  action?: ReactNode;
  children: (data: Data) => ReactNode;
}

/**
 * One dashboard widget (docs/product/dashboard-images-promotions.md): it loads on its own and fails
 * in place. A refusal (403) shows the access-denied message in this widget only; any other failure
 * the product's "Something went wrong while loading content for this section", with a way to try again.
 */
export function Widget<Data>({ name, title, subtitle, query, action, children }: WidgetProps<Data>) {
  const headingId = `widget-${name}-title`;
  return (
    <Card padding="lg" radius="lg" withBorder component="section" aria-labelledby={headingId} data-widget={name} h="100%">
      <Group justify="space-between" align="flex-start" mb="sm" wrap="nowrap">
        <Stack gap={2}>
          <Title order={2} fz="md" id={headingId}>
            {title}
          </Title>
          {subtitle && (
            <Text size="xs" c="dimmed">
              {subtitle}
            </Text>
          )}
        </Stack>
        {action}
      </Group>
      <WidgetBody query={query}>{children}</WidgetBody>
    </Card>
  );
}

function WidgetBody<Data>({ query, children }: Pick<WidgetProps<Data>, "query" | "children">) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError && isForbidden(query.error)) {
    return (
      <Alert color="gray" variant="light" icon={<IconLock size={18} aria-hidden />} data-testid="widget-denied">
        {AUTH_MESSAGES.accessDenied}
      </Alert>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert" data-testid="widget-failed">
        <Stack gap="xs" align="flex-start">
          {DASHBOARD_MESSAGES.widgetFailed}
          <Button size="xs" variant="light" color="red" loading={query.isRefetching} onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack gap="xs" aria-busy>
      <Skeleton height={20} />
      <Skeleton height={20} />
      <Skeleton height={20} />
    </Stack>
  );
}
