/**
 * The messages of the terminal, the cart and checkout (docs/product/terminal.md,
 * docs/product/checkout-and-payments.md): quoted exactly as the product shows them (capitals, missing full
 * stops and all). The last group is our own wording, where the product names a check but fixes no text.
 * "Access denied…" is AUTH_MESSAGES.accessDenied, not here.
 */
export const PAYMENT_MESSAGES = {
  selectStudent: "You must select a student, or NA",
  requiredCustomFields: "Unable to add to cart because one or more required fields were not filled.",
  cardDataRequired: "Enter payment card information by selecting from either Manual or Swipe options for entry",
  cardTypeNotAccepted: "Sorry, that card type is not accepted.",
  invalidCardNumber: "Please enter a valid card number.",
  invalidEmail: "Please enter a valid email",
  payerNameBlank: "Payer Name Cannot be Blank",
  noItemsSelected: "You must select at least one item to check out.",
  selectPluginAndStudent: "Please select plugin and student.",
  minimumPayment: "Item cost must be greater than $0.01",
  noItemsAdded: "No Items added to cart",
  orderIdUnknown: "Your order id is Unknown. Please refresh the page",
  loadStudentItemsFailed: "Something went wrong to load items for the student:",
  addToCartFailed: "Something went wrong while adding items to cart. Please try again.",
  declined: "The transaction was declined. Please try again.",
  unreadableCard: "Unable to read card. Please try again or manually key card.",
  /** A final payment error is its message followed by this notice. */
  contactCustomerService: "If the problem continues, please contact customer service.",
  // Our own wording: the product names these checks without fixing a message.
  cardNameTooShort: "Please enter the name on the card (at least 2 characters).",
  payerNameTooShort: "The payer name must be at least 2 characters.",
  cardExpired: "The card's expiration date has passed.",
  expiryInvalid: "Please enter the card's expiration month and year.",
  securityCodeInvalid: "Please enter the card's security code (3 digits, 4 for American Express).",
  streetRequired: "Please enter the street address.",
  cityRequired: "Please enter the city.",
  stateRequired: "Please select a state.",
  postalCodeRequired: "Please enter a postal code.",
  postalCodeLength: "Postal codes in the USA and Canada are 5 to 9 characters.",
  checkNumberRequired: "Please enter the check number.",
  amountRequired: "Please enter an amount.",
  gatewayUnavailable: "The payment could not be processed right now.",
  /** Production without a configured card gateway (docs/product/demo-and-production.md). */
  cardPaymentsNotSetUp: "Card payments are not set up.",
  payRestTooMuch: "The amount is more than the amount still due.",
  /** MAX_LINE_CENTS (constants.ts). */
  lineTooLarge: "One line cannot come to more than $100,000.00. Please lower the amount or the quantity.",
  /** MAX_ORDER_CENTS (constants.ts). */
  orderTooLarge: "One order cannot come to more than $250,000.00. Please pay for fewer items at a time.",
  customFieldsUnreadable: "The custom field values could not be read.",
  choosePaymentMethod: "Please choose card, cash or check.",
  fieldTooLong: "This field is too long.",
  fieldNotText: "This field must be text.",
} as const;

/**
 * The terminal's pages (docs/product/terminal.md) read these codes from the query string
 * (`?error=MIN_PAYMENT_ERROR`) and show the message.
 */
export const PAYMENT_QUERY_CODES = {
  MIN_PAYMENT_ERROR: PAYMENT_MESSAGES.minimumPayment,
  NO_ITEMS_ADDED: PAYMENT_MESSAGES.noItemsAdded,
} as const;
export type PaymentQueryCode = keyof typeof PAYMENT_QUERY_CODES;

/** A final payment error is its message followed by the contact-customer-service notice. */
export function finalPaymentErrorMessage(message: string): string {
  return `${message} ${PAYMENT_MESSAGES.contactCustomerService}`;
}
