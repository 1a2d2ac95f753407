import type { DbTx } from "@paydesk/db";
import { AppError, schoolDetailsOf, type SchoolDetails } from "@paydesk/domain";
import { SCHOOL_UPLOAD_MESSAGES } from "@paydesk/validators";
import { readJson } from "../../../platform/sql.ts";

export interface District {
  id: number;
  path: string;
  name: string;
}

/** The company a school upload works on: a district (schools are created below it). */
export async function districtOf(db: DbTx, companyId: number): Promise<District> {
  const company = await db.company.findUniqueOrThrow({ where: { id: companyId }, select: { id: true, path: true, name: true, kind: true } });
  if (company.kind !== "DISTRICT") throw new AppError("BAD_REQUEST", SCHOOL_UPLOAD_MESSAGES.notADistrict);
  return company;
}

export interface ExistingSchool {
  companyId: number;
  details: SchoolDetails;
}

/**
 * Schools already below the district, by locator number: a row naming one is the same school
 * again (a re-run), not a new one. A locator number is matched as written (trimmed).
 */
export async function existingSchools(db: DbTx, district: District, externalIds: readonly string[]): Promise<Map<string, ExistingSchool>> {
  if (!externalIds.length) return new Map();
  const found = await db.schoolProfile.findMany({
    where: { externalId: { in: [...new Set(externalIds)] }, company: { path: { startsWith: district.path } } },
    select: {
      externalId: true,
      companyId: true,
      street: true,
      street2: true,
      zip: true,
      primaryPhone: true,
      receiptEmail: true,
      company: { select: { name: true, city: true, state: true } },
    },
    orderBy: { companyId: "asc" },
  });
  const byExternalId = new Map<string, ExistingSchool>();
  for (const { externalId, companyId, company, ...profile } of found) {
    if (externalId && !byExternalId.has(externalId)) byExternalId.set(externalId, { companyId, details: schoolDetailsOf({ ...profile, ...company }) });
  }
  return byExternalId;
}

/** Accounts holding these e-mails (case-insensitively): e-mail → the company the account belongs to. */
export async function accountsByEmail(db: DbTx, emails: readonly string[]): Promise<Map<string, number>> {
  if (!emails.length) return new Map();
  const users = await db.user.findMany({
    where: { emailNormalized: { in: [...new Set(emails.map((e) => e.toLowerCase()))] } },
    select: { emailNormalized: true, companyId: true },
  });
  return new Map(users.map((u) => [u.emailNormalized, u.companyId]));
}

/** The valid, not removed rows of the batch, in file order (for the plan). */
export async function validRowData(db: DbTx, batchId: number): Promise<Record<string, string>[]> {
  const rows = await db.$queryRaw<{ data: unknown }[]>`
    SELECT data FROM upload_rows
    WHERE batch_id = ${batchId} AND NOT removed AND cardinality(errors) = 0
    ORDER BY id`;
  return rows.map((r) => readJson<Record<string, string>>(r.data));
}
