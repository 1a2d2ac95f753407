import { Alert, Box, Button, Center, Divider, Group, Image, Loader, Paper, Stack, Text, Title, Typography } from "@mantine/core";
import { formatCents } from "@paydesk/domain";
import { IconInfoCircle, IconLock } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Navigate, useLocation, useParams } from "react-router";
import { Logo } from "../../components/Logo/index.ts";
import { NotFound } from "../../components/NotFound/index.ts";
import { errorCode, errorMessage } from "../../lib/errors.ts";
import { trpc } from "../../trpc.ts";

type PayForItem = NonNullable<ReturnType<typeof usePayFor>["data"]>["item"];

function usePayFor(slug: string, code: string) {
  return useQuery({ ...trpc.items.payFor.queryOptions({ slug, code }), throwOnError: false, retry: false });
}

/** What the payer is asked for: a fixed price, or an amount of their choosing (Open, AOpen). */
function priceLine(item: PayForItem): string {
  if (item.amountType === "Fixed") return formatCents(item.amountCents);
  return item.amountCents > 0 ? `Any amount (suggested ${formatCents(item.amountCents)})` : "Any amount";
}

function feeLine(item: PayForItem): string | null {
  if (item.feeType === "Fixed") return `Plus a convenience fee of ${formatCents(item.feeCents)}`;
  if (item.feeType === "Calculated" || item.feeType === "Suggested") return "A convenience fee may be added at checkout.";
  return null;
}

/**
 * `/pay/for/{slug}/{code}` (spec 2 §2): the public page of one item, outside the module shell,
 * for anyone with the link. A link with an old or mistyped slug moves to the item's own address.
 */
export function PayForPage() {
  const { slug = "", code = "" } = useParams();
  const location = useLocation();
  const payFor = usePayFor(slug, code);

  // Not QueryStates: a public page without the shell (a centred card), and an unknown link is the
  // full-page not-found screen rather than an error to retry.
  if (payFor.isPending) {
    return (
      <Center mih="100vh">
        <Loader />
      </Center>
    );
  }
  if (payFor.isError) {
    if (errorCode(payFor.error) === "NOT_FOUND" || errorCode(payFor.error) === "BAD_REQUEST") return <NotFound fullPage />;
    return (
      <Center mih="100vh" p="md">
        <Alert color="red" variant="light" role="alert">
          {errorMessage(payFor.error)}
        </Alert>
      </Center>
    );
  }
  const { canonicalPath, item } = payFor.data;
  if (canonicalPath !== location.pathname) return <Navigate to={canonicalPath} replace />;
  const fee = feeLine(item);

  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Box w="100%" maw={560}>
        <Stack align="center" gap="xs" mb="lg">
          <Logo />
        </Stack>
        <Paper p="xl" radius="lg" shadow="sm">
          <Stack gap="md">
            <div>
              <Text size="sm" c="dimmed" data-testid="pay-company">
                {item.companyName}
              </Text>
              <Title order={1} fz={26}>
                {item.title}
              </Title>
            </div>
            {item.imageId !== null && (
              <Image src={`/pay/item-image/${encodeURIComponent(item.code)}`} alt="" radius="md" mah={280} fit="contain" data-testid="pay-image" />
            )}
            {item.description && (
              <Typography>
                {/* Sanitized when the item was saved; the page's CSP forbids inline scripts besides. */}
                <div data-testid="pay-description" dangerouslySetInnerHTML={{ __html: item.description }} />
              </Typography>
            )}
            <Divider />
            <Group justify="space-between" align="baseline">
              <Text fw={600}>Price</Text>
              <Text fz={22} fw={700} data-testid="pay-price">
                {priceLine(item)}
              </Text>
            </Group>
            {fee && (
              <Text size="sm" c="dimmed" data-testid="pay-fee">
                {fee}
              </Text>
            )}
            <Button size="md" leftSection={<IconLock size={16} aria-hidden />} disabled>
              Pay now
            </Button>
            <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />} data-testid="pay-note">
              Online payment for this link is not open yet: it arrives with the payment pages in a later release.
            </Alert>
            <Text size="xs" c="dimmed">
              Item code {item.code}
            </Text>
          </Stack>
        </Paper>
      </Box>
    </Center>
  );
}
