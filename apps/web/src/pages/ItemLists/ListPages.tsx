import { useParams } from "react-router";
import { NotFound } from "../../components/NotFound/index.ts";
import { ItemListPage } from "./ItemListPage/index.ts";
import { LISTS, THIRD_PARTY_LISTS } from "./types.ts";

/** `/{module}/payments/individual-items`: basic (one-time) items. */
export function IndividualItemsPage() {
  return <ItemListPage config={LISTS.individual} />;
}

/** `/{module}/payments/recurring`. */
export function RecurringItemsPage() {
  return <ItemListPage config={LISTS.recurring} />;
}

/** `/{module}/payments/mips`: multi-item packages. */
export function PackagesPage() {
  return <ItemListPage config={LISTS.mips} />;
}

/** `/{module}/payments/events`. */
export function EventsPage() {
  return <ItemListPage config={LISTS.events} />;
}

/** `/{module}/payments/3rd/:kind`: blackboard or promo items (see LISTS in types.ts). */
export function ThirdPartyItemsPage() {
  const config = THIRD_PARTY_LISTS[useParams().kind ?? ""];
  return config ? <ItemListPage config={config} /> : <NotFound />;
}

/**
 * `/school/items`: every kind (docs/product/items-and-fees.md names it for the school module only; its
 * menu entry says so).
 */
export function AllItemsPage() {
  return <ItemListPage config={LISTS.all} />;
}
