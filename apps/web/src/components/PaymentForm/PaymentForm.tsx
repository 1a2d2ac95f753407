import { Alert, Button, Divider, Group, Paper, Radio, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { billingFieldsOf, cardBrandOf, formatCents, type BillingAddress } from "@paydesk/domain";
import { CHECKOUT_MESSAGES, PAYMENT_METHODS, type CardEntryMode, type PaymentMethod } from "@paydesk/validators";
import { IconAlertTriangle, IconBuildingCommunity, IconLock } from "@tabler/icons-react";
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { Captcha, type CaptchaHandle } from "../Captcha/index.ts";
import { AddressFields } from "./AddressFields.tsx";
import { cardText, checkText } from "../../lib/labels.ts";
import { CARD_BRAND_LABELS } from "./card-labels.ts";
import { ConfirmOrderModal, type OrderReview } from "./ConfirmOrderModal.tsx";
import {
  formFieldOf,
  initialPaymentValues,
  nameAfterSwipe,
  paymentProblems,
  shownTotalCents,
  toPaymentRequest,
  valuesAfterChoosing,
} from "./form-values.ts";
import type { PaymentFormValues } from "./types.ts";
import { ManualCardFields } from "./ManualCardFields.tsx";
import { OrderTotals } from "./OrderTotals.tsx";
import classes from "./PaymentForm.module.css";
import { asksCaptchaAfter, type PaymentFailure } from "./outcome.ts";
import { ReceiptFields } from "./ReceiptFields.tsx";
import { SwipeField, type SwipeRead } from "./SwipeField.tsx";
import type { PaymentFormProps, PaymentOutcome } from "./types.ts";
import { useFollowRedirect } from "./useFollowRedirect.ts";
import { usePlaceOrder } from "./usePlaceOrder.ts";

/** The school's own address as one click, for a payer at the counter who gives none of their own. */
function CounterAddressChoice({ address, onChoose }: { address: BillingAddress; onChoose: () => void }) {
  const line = [address.street, address.street2, address.city, [address.state, address.postalCode].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return (
    <Group gap="sm" wrap="wrap">
      <Button variant="light" size="xs" leftSection={<IconBuildingCommunity size={16} aria-hidden />} onClick={onChoose}>
        Use the school's address
      </Button>
      <Text size="sm" c="dimmed" data-testid="counter-address">
        {line}
      </Text>
    </Group>
  );
}

const METHOD_LABELS: Record<PaymentMethod, string> = { card: "Card", cash: "Cash", check: "Check" };

function methodSummary(values: PaymentFormValues, swipe: SwipeRead | null): string {
  if (values.payment_method === "cash") return "Cash";
  if (values.payment_method === "check") return checkText(values.check_number);
  if (values.card_entry === "swipe" && swipe) return `${swipe.summary} (swiped)`;
  const digits = values.cc_pan.replace(/\D/g, "");
  const brand = cardBrandOf(digits);
  return cardText(brand, digits.slice(-4));
}

function FailureAlert({ failure }: { failure: PaymentFailure }) {
  const title =
    failure.kind === "declined"
      ? "Payment declined"
      : failure.kind === "invalid"
        ? "Please check the payment"
        : "Payment not completed";
  return (
    <Alert
      color="red"
      variant="light"
      title={title}
      icon={<IconAlertTriangle size={18} aria-hidden />}
      role="alert"
      data-testid="payment-failure"
    >
      {failure.message}
    </Alert>
  );
}

/**
 * The payment step (docs/product/terminal.md, docs/product/checkout-and-payments.md), one component for
 * the office terminal's payinfo, the order summary and the parent and guest checkout. Every rule is the
 * server's own schema (`paymentSchemaFor`, with the payee's brands and the browser's clock), so the form
 * and the server cannot disagree; the server judges again and its field errors land on the same fields.
 */
export function PaymentForm({
  totals,
  acceptedCardBrands,
  suggestCashDiscount,
  emailSuggestions,
  mode,
  onSubmit,
  onOutcome,
  submitLabel = "Place order",
  initialPayer,
  initialAddress = null,
  counterAddress = null,
  guest = false,
  focusOnOpen = false,
}: PaymentFormProps) {
  const followRedirect = useFollowRedirect();
  const form = useForm<PaymentFormValues>({
    initialValues: initialPaymentValues(mode, initialPayer, initialAddress),
    validate: (values) => paymentProblems(values, { now: new Date(), acceptedBrands: acceptedCardBrands }),
  });
  const [swipe, setSwipe] = useState<SwipeRead | null>(null);
  // The last swiped holder's name: a later card's replaces it, as it replaces no typed name.
  const swipedName = useRef<string | null>(null);
  const [review, setReview] = useState<OrderReview | null>(null);
  // The security check (card testing): asked from the first answer that wants it on, and its
  // solved payload sent with every attempt after that; each payload is accepted once.
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const captchaAnswer = useRef("");
  const captcha = useRef<CaptchaHandle>(null);

  const followOutcome = useCallback(
    (outcome: PaymentOutcome) => {
      if (onOutcome) onOutcome(outcome);
      else followRedirect(outcome.redirect);
    },
    [followRedirect, onOutcome],
  );
  const order = usePlaceOrder({ onSubmit, onOutcome: followOutcome });

  // The step after the cart: its first choice (the chosen payment method, or the first field online)
  // takes the keyboard's focus as the form appears.
  const formElement = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!focusOnOpen) return;
    formElement.current?.querySelector<HTMLElement>("input:checked, input:not([type=hidden]):not([disabled]), select")?.focus();
  }, [focusOnOpen]);

  const values = form.getValues();
  const total = formatCents(shownTotalCents(totals, values.remove_conv_fees));

  function chooseMethod(method: PaymentMethod) {
    form.setValues(valuesAfterChoosing(form.getValues(), method, suggestCashDiscount));
    form.clearErrors();
  }

  function chooseEntry(entry: CardEntryMode) {
    form.setValues({ card_entry: entry, cc_pan: "", magtrack1: "", magtrack2: "" });
    setSwipe(null);
    form.clearErrors();
  }

  function readSwipe(read: SwipeRead) {
    setSwipe(read);
    form.setValues({ magtrack1: read.magtrack1, magtrack2: read.magtrack2 });
    const name = nameAfterSwipe(form.getValues().name, read.cardholder, { initial: initialPayer?.name ?? "", lastSwiped: swipedName.current });
    if (read.cardholder) swipedName.current = read.cardholder;
    form.setFieldValue("name", name);
    // The card rules (brand, Luhn, expiry, accepted brands) judge the read card at once.
    const problem = paymentProblems(form.getValues(), { now: new Date(), acceptedBrands: acceptedCardBrands }).swipe;
    if (problem) form.setFieldError("swipe", problem);
    else form.clearFieldError("swipe");
  }

  function unreadableSwipe(message: string) {
    setSwipe(null);
    form.setValues({ magtrack1: "", magtrack2: "" });
    form.setFieldError("swipe", message);
  }

  function resetSwipe() {
    setSwipe(null);
    form.setValues({ card_entry: "", magtrack1: "", magtrack2: "" });
    form.clearFieldError("swipe");
  }

  function answerCaptcha(payload: string) {
    captchaAnswer.current = payload;
    if (payload) form.clearFieldError("captcha");
  }

  const reviewValues = form.onSubmit((submitted) => {
    if (order.isPending()) return;
    setReview({
      method: methodSummary(submitted, swipe),
      payer: submitted.name,
      receiptTo: submitted.email_receipt ? submitted.email : null,
      total: formatCents(shownTotalCents(totals, submitted.remove_conv_fees)),
      feesRemoved: submitted.remove_conv_fees && totals.feeCents > 0,
    });
  });

  function openReview(event?: FormEvent<HTMLFormElement>) {
    if (captchaAsked && !captchaAnswer.current) {
      // The server would refuse the attempt without the answer: say so before the review.
      event?.preventDefault();
      form.validate();
      form.setFieldError("captcha", CHECKOUT_MESSAGES.captchaAfterDecline);
      return;
    }
    reviewValues(event);
  }

  async function confirm() {
    if (order.isPending()) return;
    setReview(null);
    const attempt = toPaymentRequest(form.getValues());
    const failure = await order.place(captchaAsked && captchaAnswer.current ? { ...attempt, captcha: captchaAnswer.current } : attempt);
    if (failure && (captchaAsked || asksCaptchaAfter(failure, guest))) {
      // A shown check's answer is spent by this attempt: a fresh one starts solving at once. A
      // check shown for the first time solves its first challenge as it appears.
      if (captchaAsked) captcha.current?.reset({ solveNow: true });
      setCaptchaAsked(true);
    }
    if (failure?.kind === "invalid") {
      const current = form.getValues();
      const errors = Object.fromEntries(
        Object.entries(failure.fieldErrors).map(([field, message]) => [formFieldOf(field, current), message]),
      );
      form.setErrors(errors);
    }
  }

  const isCard = values.payment_method === "card";
  // A swipe hides the manual method choices (docs/product/terminal.md).
  const showEntryChoice = isCard && mode === "terminal" && swipe === null;

  return (
    <>
      <form ref={formElement} noValidate onSubmit={openReview} aria-label="Payment">
        <Stack gap="lg">
          {mode === "terminal" && (
            <Radio.Group
              label="Payment method"
              value={values.payment_method}
              onChange={(value) => chooseMethod(value as PaymentMethod)}
            >
              <Stack gap="xs" mt="xs">
                {PAYMENT_METHODS.map((method) => (
                  <Radio key={method} value={method} label={METHOD_LABELS[method]} />
                ))}
              </Stack>
            </Radio.Group>
          )}

          <Paper withBorder radius="md" className={classes.section}>
            <Stack gap="sm">
              <Title order={2} fz="lg">
                {isCard ? "Card" : "Payer"}
              </Title>
              {showEntryChoice && (
                <Radio.Group
                  label="Card entry"
                  value={values.card_entry}
                  error={form.errors.card_entry}
                  onChange={(value) => chooseEntry(value as CardEntryMode)}
                >
                  <Stack gap="xs" mt="xs">
                    <Radio value="manual" label="Manual" />
                    <Radio value="swipe" label="Swipe" />
                  </Stack>
                </Radio.Group>
              )}
              {isCard && values.card_entry === "swipe" && (
                <SwipeField
                  error={form.errors.swipe as string | undefined}
                  read={swipe}
                  onRead={readSwipe}
                  onUnreadable={unreadableSwipe}
                  onReset={resetSwipe}
                />
              )}
              <TextInput
                label={isCard ? "Name on card" : "Payer name"}
                withAsterisk
                autoComplete={isCard ? "cc-name" : "name"}
                {...form.getInputProps("name")}
              />
              {isCard && values.card_entry === "manual" && <ManualCardFields form={form} />}
              {values.payment_method === "check" && (
                <TextInput label="Check number" withAsterisk {...form.getInputProps("check_number")} />
              )}
              {isCard && acceptedCardBrands.length > 0 && (
                <Text size="sm" c="dimmed">
                  Accepted cards: {acceptedCardBrands.map((brand) => CARD_BRAND_LABELS[brand]).join(", ")}
                </Text>
              )}
            </Stack>
          </Paper>

          <Paper withBorder radius="md" className={classes.section}>
            <Stack gap="sm">
              <Title order={2} fz="lg">
                {isCard ? "Billing address" : "Postal code"}
              </Title>
              {isCard && mode === "terminal" && counterAddress && (
                <CounterAddressChoice
                  address={counterAddress}
                  onChoose={() => {
                    form.setValues(billingFieldsOf(counterAddress));
                    form.clearErrors();
                  }}
                />
              )}
              <AddressFields form={form} postalCodeOnly={!isCard} />
            </Stack>
          </Paper>

          <ReceiptFields form={form} suggestions={emailSuggestions} />

          <Divider />
          <OrderTotals
            totals={totals}
            removeFees={values.remove_conv_fees}
            onRemoveFeesChange={mode === "terminal" ? (remove) => form.setFieldValue("remove_conv_fees", remove) : null}
          />

          {captchaAsked && (
            <Captcha ref={captcha} solveAtOnce onChange={answerCaptcha} error={form.errors.captcha} />
          )}

          {order.failure && <FailureAlert failure={order.failure} />}

          <Button
            type="submit"
            size="md"
            leftSection={<IconLock size={16} aria-hidden />}
            disabled={order.processing}
            data-testid="place-order"
          >
            {order.processing ? "Processing..." : `${submitLabel} ${total}`}
          </Button>
        </Stack>
      </form>
      <ConfirmOrderModal review={review} onCancel={() => setReview(null)} onConfirm={() => void confirm()} />
    </>
  );
}
