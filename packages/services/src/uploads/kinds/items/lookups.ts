/**
 * The references of one call's rows, loaded in a few queries for all of them (never per row):
 * companies, categories, payees, chart-of-accounts entries, student groups and schools. Each row
 * then picks from these by id or name within its own company (resolve.ts).
 */
import type { DbTx } from "@paydesk/db";
import type { ItemRowValues } from "@paydesk/domain";
import { pathIds } from "../../../platform/company-scope.ts";

export interface Site {
  id: number;
  name: string;
  path: string;
}

export interface ItemLookups {
  /** Companies named by the rows, inside the upload's company subtree. */
  companies: Site[];
  categories: { id: number; name: string; companyId: number }[];
  payees: { id: number; name: string; companyId: number }[];
  accounts: { id: number; payeeId: number; number: string; name: string; isShared: boolean; kind: "PRIMARY" | "SUB"; payeeCompanyId: number }[];
  groups: { id: number; name: string; companyPath: string }[];
  schools: Site[];
}

function references(values: readonly (string | null)[]) {
  const present = values.filter((value): value is string => value !== null);
  return {
    ids: [...new Set(present.filter((value) => /^\d{1,9}$/.test(value)).map(Number))],
    names: [...new Set(present)],
  };
}

const byIdOrName = (refs: { ids: number[]; names: string[] }) => ({
  OR: [{ id: { in: refs.ids } }, { name: { in: refs.names, mode: "insensitive" as const } }],
});

export interface LookupScope {
  /** The upload's company: every company, group and school a row names lies below it. */
  uploadCompany: Site;
  /** The companies items may belong to before the rows' own company cells are read (base item's, existing items'). */
  knownCompanies: readonly Site[];
  /** Accounts the defaults point at (base item's, existing items'), loaded besides the named ones. */
  defaultAccountIds: readonly number[];
}

export async function loadItemLookups(db: DbTx, scope: LookupScope, rows: readonly ItemRowValues[]): Promise<ItemLookups> {
  const below = { path: { startsWith: scope.uploadCompany.path } };
  const companyRefs = references(rows.map((row) => row.company));
  const companies = companyRefs.names.length
    ? await db.company.findMany({ where: { ...below, ...byIdOrName(companyRefs) }, select: { id: true, name: true, path: true } })
    : [];

  // Categories and payees of every company an item may belong to, and of the companies above them.
  const owners = [scope.uploadCompany, ...scope.knownCompanies, ...companies];
  const ownerLine = [...new Set(owners.flatMap((site) => pathIds(site.path)))];
  const [categories, payees] = await Promise.all([
    db.category.findMany({ where: { companyId: { in: ownerLine } }, select: { id: true, name: true, companyId: true } }),
    db.settlementAccount.findMany({ where: { companyId: { in: ownerLine } }, select: { id: true, name: true, companyId: true } }),
  ]);

  const numbers = [...new Set(rows.flatMap((row) => [row.accountNumber, row.subAccountNumber]).filter((value): value is string => value !== null))];
  const accountNames = [...new Set(rows.flatMap((row) => [row.accountName, row.subAccountName]).filter((value): value is string => value !== null))];
  const accounts = payees.length
    ? await db.chartAccount.findMany({
        where: {
          payeeId: { in: payees.map((payee) => payee.id) },
          OR: [{ number: { in: numbers } }, { name: { in: accountNames, mode: "insensitive" } }, { id: { in: [...scope.defaultAccountIds] } }],
        },
        select: { id: true, payeeId: true, number: true, name: true, isShared: true, kind: true, payee: { select: { companyId: true } } },
      })
    : [];

  const groupRefs = references(rows.flatMap((row) => row.targets?.groups ?? []));
  const schoolRefs = references(rows.flatMap((row) => row.targets?.schools ?? []));
  const [groups, schools] = await Promise.all([
    groupRefs.names.length
      ? db.studentGroup.findMany({ where: { company: below, ...byIdOrName(groupRefs) }, select: { id: true, name: true, company: { select: { path: true } } } })
      : [],
    schoolRefs.names.length
      ? db.company.findMany({ where: { ...below, kind: "SCHOOL", ...byIdOrName(schoolRefs) }, select: { id: true, name: true, path: true } })
      : [],
  ]);

  return {
    companies,
    categories,
    payees,
    accounts: accounts.map(({ payee, ...account }) => ({ ...account, payeeCompanyId: payee.companyId })),
    groups: groups.map((group) => ({ id: group.id, name: group.name, companyPath: group.company.path })),
    schools,
  };
}
