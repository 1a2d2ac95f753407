/**
 * A company's image settings row (plan, terms, skin, logo), made on first need. `lockedSettings`
 * takes the row's lock for the rest of the caller's transaction: the plan check and the insert it
 * allows then happen one upload at a time per company, so two uploads racing for the last free
 * place cannot both get it.
 */
import type { DbTx } from "@paydesk/db";
import type { TImagePlan, TSkinKey } from "@paydesk/validators";

export interface ImageSettingsRow {
  plan: TImagePlan;
  termsAcceptedAt: Date | null;
  skin: TSkinKey;
  logoImageId: number | null;
}

const SELECT = { plan: true, termsAcceptedAt: true, skin: true, logoImageId: true } as const;

/** The row as it stands, or the defaults (Basic, terms not accepted, classic skin, no logo). */
export async function readImageSettings(db: DbTx, companyId: number): Promise<ImageSettingsRow> {
  const row = await db.companyImageSettings.findUnique({ where: { companyId }, select: SELECT });
  return (row as ImageSettingsRow | null) ?? { plan: "BASIC", termsAcceptedAt: null, skin: "classic", logoImageId: null };
}

/** Inside a transaction: the row, created if missing, locked until the transaction ends. */
export async function lockedImageSettings(db: DbTx, companyId: number): Promise<ImageSettingsRow> {
  await db.$executeRaw`INSERT INTO company_image_settings (company_id, updated_at) VALUES (${companyId}, now()) ON CONFLICT (company_id) DO NOTHING`;
  await db.$queryRaw`SELECT 1 FROM company_image_settings WHERE company_id = ${companyId} FOR UPDATE`;
  return readImageSettings(db, companyId);
}

/** Library images a plan counts: not logos, not those already queued for removal. */
export const countedImages = (companyId: number) => ({ companyId, kind: "LIBRARY" as const, removalRequestedAt: null });
