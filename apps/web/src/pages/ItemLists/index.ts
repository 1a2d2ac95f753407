export {
  AllItemsPage,
  EventsPage,
  IndividualItemsPage,
  PackagesPage,
  RecurringItemsPage,
  ThirdPartyItemsPage,
} from "./ListPages.tsx";
