/**
 * The demo item catalogue (docs/product/demo-and-production.md): at Lincoln High every item kind in every
 * state (active, hidden = active but not visible, draft, trash) and a guest-checkout-only item; a few items
 * at the district, the vendor and the business. Plain data; seed-items.ts writes it.
 *
 * Lincoln's new items stay out of "Athletics" (its two DEMO_ITEMS are what the category-delete
 * browser test counts) and use the district's shared account 1100, so the counts of Lincoln's
 * own accounts stay those of DEMO_ITEMS.
 */
import type { CustomFieldType, ItemAmountType, ItemFeeType, ItemType, RecurControl, RecurringMode } from "@paydesk/db";

/** guestOnly: active, not visible, disable_guest 2 (guest checkout only). */
export type SeedItemState = "active" | "hidden" | "draft" | "trash" | "guestOnly";

export interface SeedCustomField {
  type: CustomFieldType;
  label: string;
  additionalInfo?: string;
  /** The value a hidden text field submits. */
  defaultValue?: string;
  isMandatory?: boolean;
  options?: string[];
}

export type SeedTarget =
  | { kind: "GRADE" | "TEACHER"; value: string }
  | { kind: "STUDENT"; externalId: string }
  | { kind: "SCHOOL" | "DISTRICT"; company: string }
  | { kind: "GROUP"; group: string };

export interface SeedRecurrence {
  mode: RecurringMode;
  recurringDay?: number;
  billingIntervalDays?: number;
  recurControl: RecurControl;
  billingOccurs?: number;
  /** Days after the seed date; UNTIL only. */
  availableUntilInDays?: number;
  /** Days after the seed date (negative: already started). */
  startsInDays: number;
}

export interface SeedItem {
  company: string;
  code: string;
  title: string;
  type: ItemType;
  state: SeedItemState;
  category: string | null;
  /** A settlement account's name. */
  account: string;
  /** "payee:number" of a primary chart-of-accounts entry of the item's own payee. */
  coa: string | null;
  description: string;
  amountType?: ItemAmountType;
  amountCents: number;
  feeType?: ItemFeeType;
  feeCents?: number;
  /** "Include tax": the company's default rate. */
  includeTax?: boolean;
  /** A rate of the item's own, in hundredths of a percent. */
  taxRateHundredths?: number;
  shippingCents?: number;
  quantityAvailable?: number;
  /** The quantity available is set to what the seeded orders sold, so the item is sold out. */
  soldOut?: boolean;
  soldOutMessage?: string;
  image?: string;
  customFields?: SeedCustomField[];
  targets?: SeedTarget[];
  recurrence?: SeedRecurrence;
  event?: { startsInDays: number; hours: number; location: string };
  /** Codes of the items a multi-item package holds. */
  bundle?: string[];
  pullsDataByApi?: boolean;
  pnpCalc?: boolean;
  rules?: { name: string; argumentKey: string; outputKey: string; customFieldName?: string }[];
  /** Days since creation; seeded orders are all younger (90 days at most). */
  ageDays: number;
}

export const DEMO_IMAGES = [
  { company: "lincoln", name: "Lincoln blue.png", rgb: 0x1c4e9a },
  { company: "lincoln", name: "Musical gold.png", rgb: 0xe0a526 },
  { company: "lincoln", name: "Lunch green.png", rgb: 0x3a9d5d },
  { company: "vendor", name: "Spirit red.png", rgb: 0xc8102e },
] as const;

export const DEMO_SOLD_OUT_MESSAGES = [
  { company: "lincoln", text: "This item is sold out." },
  { company: "lincoln", text: "Sold out. Ask the front office to join the waiting list." },
  { company: "vendor", text: "Out of stock. New sizes arrive every month." },
] as const;

/** One listed group and one smart group (rules pick the members) at Lincoln High. */
export const DEMO_STUDENT_GROUPS = [
  { company: "lincoln", name: "Varsity Football Team", isSmart: false, members: ["LHS-2000", "LHS-2003", "LHS-2007", "LHS-2011", "LHS-2015", "LHS-2019", "LHS-2023", "LHS-1002"] },
  { company: "lincoln", name: "Seniors", isSmart: true, rules: { grades: ["12"], schools: ["lincoln"] } },
] as const;

const LHS = { company: "lincoln", account: "Lincoln High General Fund", coa: "Lincoln High General Fund:4300" } as const;
const p = (text: string) => `<p>${text}</p>`;

export const DEMO_CATALOGUE: readonly SeedItem[] = [
  // basic
  { ...LHS, code: "LHS-LAB-2026", title: "Chemistry Lab Fee", type: "BASIC", state: "active", category: "Fees", description: p("Materials and safety equipment for the chemistry lab."), amountCents: 2500, pnpCalc: true, image: "Lincoln blue.png", targets: [{ kind: "TEACHER", value: "Mr. Chen" }], customFields: [{ type: "TEXT", label: "Lab partner (optional)" }, { type: "HIDDENTEXT", label: "GL reference", defaultValue: "CHEM-LAB" }], ageDays: 160 },
  { ...LHS, code: "LHS-DUES-2026", title: "Senior Class Dues", type: "BASIC", state: "active", category: "Fees", description: p("Covers senior events, the class gift and graduation programmes."), amountCents: 7500, feeType: "FIXED", feeCents: 150, pnpCalc: true, targets: [{ kind: "GROUP", group: "Seniors" }], ageDays: 150 },
  { ...LHS, code: "LHS-SHIRT-2026", title: "PE Uniform Shirt", type: "BASIC", state: "active", category: "Fees", description: p("Grey PE shirt with the Lincoln crest."), amountCents: 1500, includeTax: true, ageDays: 140 },
  { ...LHS, code: "LHS-SHORTS-2026", title: "PE Uniform Shorts", type: "BASIC", state: "active", category: "Fees", description: p("Navy PE shorts."), amountCents: 1200, includeTax: true, ageDays: 140 },
  { ...LHS, code: "LHS-ID-2026", title: "Replacement ID Card", type: "BASIC", state: "hidden", category: "Fees", description: p("Sold at the front office only."), amountCents: 1000, targets: [{ kind: "SCHOOL", company: "lincoln" }], ageDays: 130 },
  { ...LHS, code: "LHS-GOWN-2026", title: "Graduation Cap and Gown", type: "BASIC", state: "draft", category: "Fees", description: "", amountCents: 4200, customFields: [{ type: "DROPDOWN", label: "Gown size", options: ["Small"] }], ageDays: 20 },
  { ...LHS, code: "LHS-PARK-2025", title: "Parking Permit 2025", type: "BASIC", state: "trash", category: "Fees", description: p("Last year's permit."), amountCents: 3000, ageDays: 200 },
  { ...LHS, code: "LHS-FAIR-2026", title: "Community Craft Fair Booth", type: "BASIC", state: "guestOnly", category: "Fees", description: p("Booth rental for community vendors, who pay as guests."), amountCents: 3500, feeType: "SUGGESTED", ageDays: 120 },
  // recurring
  { ...LHS, code: "LHS-LUNCH-2026", title: "Monthly Lunch Plan", type: "RECURRING", state: "active", category: "Fees", description: p("Hot lunch every school day, charged on the 1st of each month."), amountCents: 4500, feeType: "SUGGESTED", image: "Lunch green.png", targets: [{ kind: "GRADE", value: "9" }, { kind: "GRADE", value: "10" }], customFields: [{ type: "CHECKBOXES", label: "Dietary needs", options: ["Vegetarian", "Gluten-free", "Nut allergy"] }, { type: "TEXTAREA", label: "Other allergies", additionalInfo: "Tell the kitchen about anything else." }], recurrence: { mode: "DATE", recurringDay: 1, recurControl: "INDEFINITELY", startsInDays: -120 }, ageDays: 170 },
  { ...LHS, code: "LHS-BAND-2026", title: "Instrument Rental (Monthly)", type: "RECURRING", state: "hidden", category: "Fees", description: p("School-owned instrument rental, every 30 days for the school year."), amountCents: 2000, targets: [{ kind: "STUDENT", externalId: "LHS-1001" }, { kind: "STUDENT", externalId: "LHS-2003" }], recurrence: { mode: "INTERVAL", billingIntervalDays: 30, recurControl: "TIMES", billingOccurs: 9, startsInDays: -100 }, ageDays: 110 },
  { ...LHS, code: "LHS-TUTOR-2026", title: "After-School Tutoring", type: "RECURRING", state: "draft", category: "Fees", description: p("Two sessions a week, billed every two weeks."), amountCents: 3000, recurrence: { mode: "INTERVAL", billingIntervalDays: 14, recurControl: "UNTIL", availableUntilInDays: 150, startsInDays: 14 }, ageDays: 12 },
  { ...LHS, code: "LHS-BUS-2025", title: "Bus Pass 2025 (Monthly)", type: "RECURRING", state: "trash", category: "Fees", description: p("Replaced by the district's bus programme."), amountCents: 2500, recurrence: { mode: "DATE", recurringDay: 15, recurControl: "TIMES", billingOccurs: 10, startsInDays: -300 }, ageDays: 320 },
  // event
  { ...LHS, code: "LHS-MUSICAL-2026", title: "Spring Musical Tickets", type: "EVENT", state: "active", category: "Field Trips", description: p("Our spring production in the auditorium."), amountCents: 1200, feeType: "FIXED", feeCents: 100, soldOut: true, soldOutMessage: "This item is sold out.", image: "Musical gold.png", targets: [{ kind: "SCHOOL", company: "lincoln" }], customFields: [{ type: "DROPDOWN", label: "Performance", isMandatory: true, options: ["Friday 7 pm", "Saturday 2 pm", "Saturday 7 pm"] }], event: { startsInDays: 21, hours: 3, location: "Lincoln High Auditorium" }, ageDays: 100 },
  { ...LHS, code: "LHS-AWARDS-2026", title: "Varsity Awards Banquet", type: "EVENT", state: "hidden", category: "Field Trips", description: p("Dinner for players and their families; invitations only."), amountCents: 2800, targets: [{ kind: "GROUP", group: "Varsity Football Team" }], customFields: [{ type: "RADIOS", label: "Meal", options: ["Chicken", "Vegetarian pasta"] }], event: { startsInDays: 35, hours: 3, location: "Springfield Civic Center" }, ageDays: 95 },
  { ...LHS, code: "LHS-PROM-2027", title: "Senior Prom 2027", type: "EVENT", state: "draft", category: "Field Trips", description: "", amountCents: 6500, customFields: [{ type: "DROPDOWN", label: "Meal choice", options: ["Chicken"] }], event: { startsInDays: 180, hours: 4, location: "Grand Ballroom" }, ageDays: 8 },
  { ...LHS, code: "LHS-OPEN-2025", title: "Fall Open House", type: "EVENT", state: "trash", category: "Field Trips", description: p("Tour the school."), amountCents: 0, event: { startsInDays: -60, hours: 2, location: "Lincoln High Gym" }, ageDays: 150 },
  // multi-item packages
  { ...LHS, code: "LHS-PE-2026", title: "PE Uniform Bundle", type: "MULTI", state: "active", category: "Fees", description: p("Shirt and shorts together."), amountCents: 2500, includeTax: true, bundle: ["LHS-SHIRT-2026", "LHS-SHORTS-2026"], targets: [{ kind: "GRADE", value: "9" }], customFields: [{ type: "RADIOS", label: "Size", isMandatory: true, options: ["S", "M", "L", "XL"] }], ageDays: 135 },
  { ...LHS, code: "LHS-LABKIT-2026", title: "Lab Starter Kit", type: "MULTI", state: "hidden", category: "Fees", description: p("Lab fee and PE shirt for transfer students."), amountCents: 3800, bundle: ["LHS-LAB-2026", "LHS-SHIRT-2026"], ageDays: 90 },
  { ...LHS, code: "LHS-CLUB-2026", title: "Club Starter Pack", type: "MULTI", state: "draft", category: "Fees", description: p("Dues and a shirt for new club members."), amountCents: 8500, bundle: ["LHS-DUES-2026", "LHS-SHIRT-2026"], ageDays: 5 },
  { ...LHS, code: "LHS-BTS-2025", title: "Back-to-School Bundle 2025", type: "MULTI", state: "trash", category: "Fees", description: p("Last year's bundle."), amountCents: 4000, bundle: ["LHS-SHIRT-2026", "LHS-SHORTS-2026"], ageDays: 300 },
  // promo
  { ...LHS, code: "LHS-YBPROMO-2026", title: "Yearbook Early-Bird Promo", type: "PROMO", state: "active", category: "Yearbook", description: p("Order before March and get your name on the cover."), amountCents: 5500, shippingCents: 500, customFields: [{ type: "TEXT", label: "Name on cover", isMandatory: true }], ageDays: 125 },
  { ...LHS, code: "LHS-RAFFLE-2026", title: "Booster Club Raffle", type: "PROMO", state: "hidden", category: "Fees", description: p("Any amount from $5; every $5 is one ticket."), amountType: "AOPEN", amountCents: 500, feeType: "CALCULATED", ageDays: 115 },
  { ...LHS, code: "LHS-SPIRIT-2026", title: "Spirit Week Promo", type: "PROMO", state: "draft", category: "Yearbook", description: p("Spirit week photo page."), amountCents: 1500, feeType: "FIXED", feeCents: 0, ageDays: 3 },
  { ...LHS, code: "LHS-READ-2025", title: "Summer Reading Promo 2025", type: "PROMO", state: "trash", category: "Yearbook", description: p("Ended."), amountCents: 1000, ageDays: 260 },
  // blackboard (pulls its data by API)
  { ...LHS, code: "LHS-CAF-2026", title: "Cafeteria Balance Top-Up", type: "BLACKBOARD", state: "active", category: "Fees", description: p("Add money to your student's cafeteria account."), amountType: "OPEN", amountCents: 0, feeType: "CALCULATED", pullsDataByApi: true, rules: [{ name: "Cafeteria balance", argumentKey: "student_id", outputKey: "balance" }], ageDays: 180 },
  { ...LHS, code: "LHS-LIB-2026", title: "Library Fines", type: "BLACKBOARD", state: "hidden", category: "Fees", description: p("Fines read from the library system."), amountType: "OPEN", amountCents: 0, pullsDataByApi: true, ageDays: 105 },
  { ...LHS, code: "LHS-BOOKS-2026", title: "Textbook Charges", type: "BLACKBOARD", state: "draft", category: "Fees", description: p("Lost and damaged textbooks."), amountType: "OPEN", amountCents: 0, pullsDataByApi: true, coa: null, ageDays: 2 },
  { ...LHS, code: "LHS-LOCK-2025", title: "Locker Charges 2025", type: "BLACKBOARD", state: "trash", category: "Fees", description: p("Replaced."), amountType: "OPEN", amountCents: 0, pullsDataByApi: true, ageDays: 280 },
  // the district, the vendor and the business
  { company: "district", account: "Springfield District Office", coa: "Springfield District Office:1100", code: "SSD-BAND-2026", title: "District Honor Band Festival", type: "EVENT", state: "active", category: null, description: p("Honor band day for every school in the district."), amountCents: 1500, targets: [{ kind: "DISTRICT", company: "district" }], event: { startsInDays: 45, hours: 6, location: "Springfield Civic Center" }, ageDays: 110 },
  { company: "vendor", account: "Campus Spirit Wear Operating", coa: "Campus Spirit Wear Operating:5000", code: "CSW-TEE-01", title: "Team T-Shirt", type: "BASIC", state: "active", category: "Apparel", description: p("Cotton tee in team colours."), amountCents: 1800, taxRateHundredths: 625, shippingCents: 500, quantityAvailable: 500, soldOutMessage: "Out of stock. New sizes arrive every month.", image: "Spirit red.png", customFields: [{ type: "DROPDOWN", label: "Size", isMandatory: true, options: ["Youth M", "Youth L", "Adult S", "Adult M", "Adult L"] }, { type: "TEXT", label: "Name on back" }], ageDays: 175 },
  { company: "vendor", account: "Campus Spirit Wear Operating", coa: "Campus Spirit Wear Operating:5000", code: "CSW-JERSEY-01", title: "Custom Jersey", type: "BASIC", state: "draft", category: "Apparel", description: "", amountCents: 4500, ageDays: 6 },
  { company: "business", account: "Riverside Dance Tuition", coa: "Riverside Dance Tuition:6000", code: "RDA-BALLET-01", title: "Ballet Class (Monthly)", type: "RECURRING", state: "active", category: "Classes", description: p("Weekly ballet class, billed on the 5th."), amountCents: 8500, feeType: "SUGGESTED", recurrence: { mode: "DATE", recurringDay: 5, recurControl: "UNTIL", availableUntilInDays: 240, startsInDays: -150 }, ageDays: 190 },
  { company: "business", account: "Riverside Dance Tuition", coa: "Riverside Dance Tuition:6000", code: "RDA-RECITAL-01", title: "Spring Recital Tickets", type: "EVENT", state: "active", category: "Classes", description: p("Seats for the spring recital."), amountCents: 1500, event: { startsInDays: 30, hours: 2, location: "Riverside Community Theatre" }, ageDays: 100 },
  { company: "business", account: "Riverside Dance Tuition", coa: "Riverside Dance Tuition:6000", code: "RDA-JAZZ-01", title: "Jazz Workshop", type: "BASIC", state: "hidden", category: "Classes", description: p("Weekend workshop, booked at the desk."), amountCents: 6000, ageDays: 97 },
];
