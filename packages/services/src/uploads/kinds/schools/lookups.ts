import type { DbTx } from "@paydesk/db";
import { AppError } from "@paydesk/domain";
import { SCHOOL_UPLOAD_MESSAGES } from "@paydesk/validators";

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

/**
 * Schools already below the district, by locator number: a row naming one is the same school
 * again (a re-run), not a new one. A locator number is matched as written (trimmed).
 */
export async function existingSchools(db: DbTx, district: District, externalIds: readonly string[]): Promise<Map<string, number>> {
  if (!externalIds.length) return new Map();
  const found = await db.schoolProfile.findMany({
    where: { externalId: { in: [...new Set(externalIds)] }, company: { path: { startsWith: district.path } } },
    select: { externalId: true, companyId: true },
    orderBy: { companyId: "asc" },
  });
  const byExternalId = new Map<string, number>();
  for (const f of found) if (f.externalId && !byExternalId.has(f.externalId)) byExternalId.set(f.externalId, f.companyId);
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

/** The locator numbers of the batch's valid, not removed rows, in file order (for the plan). */
export async function validExternalIds(db: DbTx, batchId: number): Promise<string[]> {
  const valid = await db.$queryRaw<{ external_id: string }[]>`
    SELECT btrim(data->>'external_id') AS external_id FROM upload_rows
    WHERE batch_id = ${batchId} AND NOT removed AND cardinality(errors) = 0
    ORDER BY id`;
  return valid.map((v) => v.external_id);
}
