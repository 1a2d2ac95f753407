export { createSupportContact, listSupportContacts, type SupportContactRow } from "./contacts.ts";
