import { Alert, Center, Divider, Group, Image, Loader, Stack, Text, Typography } from "@mantine/core";
import { formatCents } from "@paydesk/domain";
import { useQuery } from "@tanstack/react-query";
import { IconLinkOff } from "@tabler/icons-react";
import { Navigate, useLocation, useParams } from "react-router";
import { priceText } from "../../components/ItemPurchaseForm/index.ts";
import { NotFound } from "../../components/NotFound/index.ts";
import { PageHeader } from "../../components/PageHeader/index.ts";
import { errorCode, errorMessage } from "../../lib/errors.ts";
import { trpc } from "../../trpc.ts";
import { PublicPayLayout } from "./PublicPayLayout.tsx";
import { TakePayment } from "./TakePayment.tsx";
import { PayPageSkinBanner } from "../Skins/PayPageSkinBanner.tsx";

type PayForItem = NonNullable<ReturnType<typeof usePayFor>["data"]>["item"];

function usePayFor(slug: string, code: string) {
  return useQuery({ ...trpc.items.payFor.queryOptions({ slug, code }), throwOnError: false, retry: false });
}

function feeLine(item: PayForItem): string | null {
  if (item.feeType === "Fixed") return `Plus a convenience fee of ${formatCents(item.feeCents)}`;
  if (item.feeType === "Calculated" || item.feeType === "Suggested") return "A convenience fee may be added at checkout.";
  return null;
}

/**
 * A link to an item nobody may pay now (a draft, hidden, trashed) reads as one that does not exist,
 * so the public learns nothing of unpublished items; it still says what the payer, or the
 * administrator trying a draft's link, can do about it.
 */
function LinkNotOpen() {
  return (
    <NotFound
      fullPage
      icon={<IconLinkOff size={32} aria-hidden />}
      title="This payment link is not open"
      message="The item may not be published yet, or the link may be mistyped. Please ask whoever sent you the link; an administrator publishes an item by taking it out of draft state and making it active."
    />
  );
}

/**
 * `/pay/for/{slug}/{code}` (docs/product/items-and-fees.md): the public page of one item, outside
 * the module shell, for anyone with the link, where the payment starts (guest checkout, or sign in
 * first; see TakePayment). A link with an old or mistyped slug moves to the item's own address.
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
    if (errorCode(payFor.error) === "NOT_FOUND" || errorCode(payFor.error) === "BAD_REQUEST") return <LinkNotOpen />;
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
    <PublicPayLayout>
      <Stack gap="md">
        <PayPageSkinBanner itemCode={item.code} />
        <PageHeader title={item.title} description={<span data-testid="pay-company">{item.companyName}</span>} />
        {item.imageId !== null && (
          <Image src={`/pay/item-image/${encodeURIComponent(item.code)}`} alt="" radius="md" mah={280} fit="contain" data-testid="pay-image" />
        )}
        {item.description && (
          <Typography>
            {/* Sanitized when the item was saved; the page's CSP forbids inline scripts besides. */}
            <div data-testid="pay-description" style={{ overflowWrap: "anywhere" }} dangerouslySetInnerHTML={{ __html: item.description }} />
          </Typography>
        )}
        <Divider />
        {/* The price wraps under its label rather than pushing past a narrow screen's edge. */}
        <Group justify="space-between" align="baseline" gap="xs">
          <Text fw={600}>Price</Text>
          <Text fz={22} fw={700} data-testid="pay-price" style={{ overflowWrap: "anywhere" }}>
            {priceText(item)}
          </Text>
        </Group>
        {fee && (
          <Text size="sm" c="dimmed" data-testid="pay-fee">
            {fee}
          </Text>
        )}
        {/* The item's code stays in the address and on staff screens: a payer reads its name, price and purpose. */}
        <TakePayment item={item} />
      </Stack>
    </PublicPayLayout>
  );
}
