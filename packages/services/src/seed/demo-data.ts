/**
 * The deterministic demo data (docs/product/demo-and-production.md). Everything here is plain data;
 * `seedDemoData` writes it. Later domains add their own sections beside these.
 */
import type { FeeBehaviour } from "@paydesk/db";
import type { AppModuleValue, CompanyKindValue } from "@paydesk/domain";

export interface SeedCompany {
  key: string;
  kind: CompanyKindValue;
  name: string;
  parent?: string;
  city?: string;
  state?: string;
  /** The IANA zone its dates are read in; unset, its parent's (docs/product/reports-and-time-zones.md). */
  timeZone?: string;
  /** The street and postal code of its school profile: the terminal offers them as its counter's billing address. */
  address?: { street: string; zip: string };
  /** Item defaults: the "Include tax" rate and the fee behaviour (docs/product/items-and-fees.md). */
  defaults?: { defaultTaxHundredths: number; feeBehaviour: FeeBehaviour; defaultItemFeeCents: number };
}

export const DEMO_COMPANIES: readonly SeedCompany[] = [
  { key: "platform", kind: "PLATFORM", name: "PayDesk Platform" },
  { key: "district", kind: "DISTRICT", name: "Springfield School District", parent: "platform", city: "Springfield", state: "IL", timeZone: "America/Chicago", defaults: { defaultTaxHundredths: 0, feeBehaviour: "ABSORB", defaultItemFeeCents: 0 } },
  { key: "lincoln", kind: "SCHOOL", name: "Lincoln High School", parent: "district", city: "Springfield", state: "IL", address: { street: "1200 Lincoln Avenue", zip: "62704" }, defaults: { defaultTaxHundredths: 825, feeBehaviour: "DEFAULT", defaultItemFeeCents: 0 } },
  { key: "roosevelt", kind: "SCHOOL", name: "Roosevelt Middle School", parent: "district", city: "Springfield", state: "IL" },
  { key: "jefferson", kind: "SCHOOL", name: "Jefferson Elementary School", parent: "district", city: "Springfield", state: "IL" },
  { key: "vendor", kind: "VENDOR", name: "Campus Spirit Wear", parent: "platform", city: "Chicago", state: "IL", defaults: { defaultTaxHundredths: 625, feeBehaviour: "ALWAYS_ADD_FLAT", defaultItemFeeCents: 100 } },
  { key: "business", kind: "BUSINESS", name: "Riverside Dance Academy", parent: "platform", city: "Peoria", state: "IL" },
];

/** Payees with their card rates (hundredths of a percent) and per-transaction fees. */
export const DEMO_SETTLEMENT_ACCOUNTS = [
  { company: "lincoln", name: "Lincoln High General Fund", reference: "LHS-GEN-0001", cardRateHundredths: 275, cardFixedFeeCents: 25 },
  { company: "lincoln", name: "Lincoln High Athletics", reference: "LHS-ATH-0002", cardRateHundredths: 295, cardFixedFeeCents: 30 },
  { company: "roosevelt", name: "Roosevelt Activities Fund", reference: "RMS-ACT-0001", cardRateHundredths: 295, cardFixedFeeCents: 30 },
  { company: "jefferson", name: "Jefferson PTA", reference: "JES-PTA-0001", cardRateHundredths: 310, cardFixedFeeCents: 30 },
  { company: "district", name: "Springfield District Office", reference: "SSD-OFF-0001", cardRateHundredths: 250, cardFixedFeeCents: 20 },
  { company: "vendor", name: "Campus Spirit Wear Operating", reference: "CSW-OPS-0001", cardRateHundredths: 320, cardFixedFeeCents: 30 },
  { company: "business", name: "Riverside Dance Tuition", reference: "RDA-TUI-0001", cardRateHundredths: 290, cardFixedFeeCents: 35 },
] as const;

export const DEMO_CATEGORIES = [
  { company: "lincoln", name: "Athletics" },
  { company: "lincoln", name: "Field Trips" },
  { company: "lincoln", name: "Fees" },
  { company: "lincoln", name: "Yearbook" },
  { company: "roosevelt", name: "Clubs" },
  { company: "vendor", name: "Apparel" },
  { company: "business", name: "Classes" },
] as const;

/** Company roles beyond the four built-in ones. "Athletics Staff" is restricted to a category. */
export const DEMO_ROLES = [
  {
    key: "athletics",
    company: "lincoln",
    name: "Athletics Staff",
    isShared: false,
    permissions: ["dashboard.view", "items.manage", "terminal.manage", "reports.view"],
    categories: ["Athletics"],
  },
  {
    key: "district-finance",
    company: "district",
    name: "District Finance",
    isShared: true,
    permissions: ["dashboard.view", "coa.manage", "reports.manage", "items.view"],
    categories: [],
  },
] as const;

export interface SeedUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  kind: "ADMIN" | "PARENT" | "CONTROL";
  company: string;
  applications: AppModuleValue[];
  /** Built-in role ids or keys of DEMO_ROLES. */
  roles: (number | string)[];
  dob?: string;
  addressRegion?: string;
}

export const DEMO_USERS: readonly SeedUser[] = [
  { email: "control@demo.test", password: "Control-Demo-1", firstName: "Casey", lastName: "Control", kind: "CONTROL", company: "platform", applications: ["CONTROL"], roles: [1] },
  { email: "school@demo.test", password: "School-Demo-1", firstName: "Sam", lastName: "Principal", kind: "ADMIN", company: "lincoln", applications: ["SCHOOL"], roles: [1], dob: "1978-04-12", addressRegion: "IL" },
  { email: "vendor@demo.test", password: "Vendor-Demo-1", firstName: "Vera", lastName: "Vendor", kind: "ADMIN", company: "vendor", applications: ["VENDOR"], roles: [1], addressRegion: "IL" },
  { email: "business@demo.test", password: "Business-Demo-1", firstName: "Bailey", lastName: "Owner", kind: "ADMIN", company: "business", applications: ["BUSINESS"], roles: [1], addressRegion: "IL" },
  { email: "parent@demo.test", password: "Parent-Demo-1", firstName: "Pat", lastName: "Parker", kind: "PARENT", company: "lincoln", applications: ["PARENT"], roles: [], addressRegion: "IL" },
  { email: "office@demo.test", password: "Office-Demo-1", firstName: "Olive", lastName: "Office", kind: "ADMIN", company: "lincoln", applications: ["SCHOOL"], roles: [3], addressRegion: "IL" },
  { email: "coach@demo.test", password: "Coach-Demo-1", firstName: "Carl", lastName: "Coach", kind: "ADMIN", company: "lincoln", applications: ["SCHOOL"], roles: ["athletics"], addressRegion: "IL" },
  { email: "district@demo.test", password: "District-Demo-1", firstName: "Dana", lastName: "District", kind: "ADMIN", company: "district", applications: ["SCHOOL"], roles: [1], addressRegion: "IL" },
];

const FIRST_NAMES = ["Ava", "Liam", "Mia", "Noah", "Emma", "Ethan", "Zoe", "Lucas", "Ella", "Mason", "Chloe", "Logan"];
const LAST_NAMES = ["Garcia", "Nguyen", "Smith", "Patel", "Johnson", "Kim", "Brown", "Lopez", "Davis", "Wilson"];
const TEACHERS = ["Ms. Rivera", "Mr. Chen", "Mrs. Okafor", "Mr. Hughes"];

export interface SeedStudent {
  company: string;
  externalId: string;
  firstName: string;
  lastName: string;
  grade: string;
  teacher: string;
  parentEmail?: string;
}

/** 40 students per school, generated from fixed lists so every start gives the same roster. */
export function demoStudents(): SeedStudent[] {
  const students: SeedStudent[] = [
    { company: "lincoln", externalId: "LHS-1001", firstName: "Jamie", lastName: "Parker", grade: "10", teacher: "Ms. Rivera", parentEmail: "parent@demo.test" },
    { company: "lincoln", externalId: "LHS-1002", firstName: "Riley", lastName: "Parker", grade: "12", teacher: "Mr. Chen", parentEmail: "parent@demo.test" },
  ];
  const schools = [
    { key: "lincoln", prefix: "LHS", grades: ["9", "10", "11", "12"] },
    { key: "roosevelt", prefix: "RMS", grades: ["6", "7", "8"] },
    { key: "jefferson", prefix: "JES", grades: ["K", "1", "2", "3", "4", "5"] },
  ];
  for (const school of schools) {
    for (let i = 0; i < 40; i++) {
      students.push({
        company: school.key,
        externalId: `${school.prefix}-${2000 + i}`,
        firstName: FIRST_NAMES[i % FIRST_NAMES.length]!,
        lastName: LAST_NAMES[(i * 7) % LAST_NAMES.length]!,
        grade: school.grades[i % school.grades.length]!,
        teacher: TEACHERS[i % TEACHERS.length]!,
      });
    }
  }
  return students;
}

/**
 * The chart of accounts (docs/product/chart-of-accounts.md), kept per payee and keyed "payee:number" below:
 * the district office's payee shares two accounts with the schools (offered when their items pay into it);
 * Lincoln High's two payees have their own primary and sub accounts (the chart-of-accounts page opens on
 * Athletics, the first by name); the vendor and the business one each. "4900 Miscellaneous" and "03 Summer
 * Term" are unused, so a plain delete works on a fresh start; Lincoln's other primary accounts are used by
 * items (demo-items.ts), so their delete asks for a replacement.
 */
export const DEMO_CHART_ACCOUNTS = [
  { payee: "Springfield District Office", kind: "PRIMARY", number: "1000", name: "District General Revenue", isShared: true },
  { payee: "Springfield District Office", kind: "PRIMARY", number: "1100", name: "District Activity Fees", isShared: true },
  { payee: "Lincoln High Athletics", kind: "PRIMARY", number: "4100", name: "Athletics Revenue", isShared: false },
  { payee: "Lincoln High General Fund", kind: "PRIMARY", number: "4200", name: "Field Trip Revenue", isShared: false },
  { payee: "Lincoln High General Fund", kind: "PRIMARY", number: "4300", name: "Student Fees", isShared: false },
  { payee: "Lincoln High General Fund", kind: "PRIMARY", number: "4400", name: "Yearbook Sales", isShared: false },
  { payee: "Lincoln High General Fund", kind: "SUB", number: "03", name: "Summer Term", isShared: false },
  { payee: "Lincoln High Athletics", kind: "PRIMARY", number: "4900", name: "Miscellaneous", isShared: false },
  { payee: "Lincoln High Athletics", kind: "SUB", number: "01", name: "Fall Season", isShared: false },
  { payee: "Lincoln High Athletics", kind: "SUB", number: "02", name: "Spring Season", isShared: false },
  { payee: "Campus Spirit Wear Operating", kind: "PRIMARY", number: "5000", name: "Merchandise Sales", isShared: false },
  { payee: "Riverside Dance Tuition", kind: "PRIMARY", number: "6000", name: "Tuition Revenue", isShared: false },
] as const;

/**
 * The first items, kept as they are: the category delete resolves Athletics (used by these two
 * items and by the restricted Athletics Staff role) and the accounts' tests point at them. The
 * catalogue of every kind and state is in demo-items.ts.
 */
export const DEMO_ITEMS = [
  { company: "lincoln", code: "LHS-FB-2026", title: "Football Season Pass", category: "Athletics", account: "Lincoln High Athletics", amountCents: 4500, coa: "Lincoln High Athletics:4100", subCoa: "Lincoln High Athletics:01" },
  { company: "lincoln", code: "LHS-BB-2026", title: "Basketball Camp", category: "Athletics", account: "Lincoln High Athletics", amountCents: 12000, coa: "Lincoln High Athletics:4100", subCoa: "Lincoln High Athletics:02" },
  { company: "lincoln", code: "LHS-ZOO-2026", title: "Zoo Field Trip", category: "Field Trips", account: "Lincoln High General Fund", amountCents: 1800, coa: "Lincoln High General Fund:4200", subCoa: null },
  { company: "lincoln", code: "LHS-YB-2026", title: "Yearbook 2026", category: "Yearbook", account: "Lincoln High General Fund", amountCents: 6500, coa: "Lincoln High General Fund:4400", subCoa: null },
  { company: "vendor", code: "CSW-HOOD-01", title: "Spirit Hoodie", category: "Apparel", account: "Campus Spirit Wear Operating", amountCents: 3800, coa: null, subCoa: null },
] as const;
