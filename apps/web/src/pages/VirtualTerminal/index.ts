export { OfficePage } from "./OfficePage.tsx";
export { TerminalCartPage } from "./TerminalCartPage.tsx";
export { PayInfoPage } from "./PayInfoPage.tsx";
export { SuccessPage } from "./SuccessPage.tsx";
export { OrderSummaryPage } from "./OrderSummaryPage.tsx";
export { EventPage } from "./EventPage.tsx";
export { MultiAddPage } from "./MultiAddPage.tsx";
export { FlashPage } from "./FlashPage.tsx";
