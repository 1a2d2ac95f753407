/**
 * A company's support contacts (docs/product/control-area.md): the addresses its monitors e-mail.
 * Control only (the ladder's controlProcedure); control staff reach every company, so the only
 * check here is that the company exists.
 */
import type { DbTx } from "@paydesk/db";
import { AppError } from "@paydesk/domain";
import { SUPPORT_CONTACT_MESSAGES, type TCreateSupportContactRequest } from "@paydesk/validators";
import { recordAudit } from "../platform/audit.ts";
import { inTransaction, type ActorContext, type ActorTxContext } from "../platform/context.ts";

export const SUPPORT_CONTACT_SELECT = { id: true, email: true, name: true } as const;
export interface SupportContactRow {
  id: number;
  email: string;
  name: string;
}

async function assertCompany(db: DbTx, companyId: number, message: string): Promise<{ id: number; name: string }> {
  const company = await db.company.findUnique({ where: { id: companyId }, select: { id: true, name: true } });
  if (!company) throw new AppError("NOT_FOUND", message);
  return company;
}

export async function listSupportContacts(
  ctx: Pick<ActorContext, "db">,
  companyId: number,
): Promise<{ company: { id: number; name: string }; contacts: SupportContactRow[] }> {
  const company = await assertCompany(ctx.db, companyId, SUPPORT_CONTACT_MESSAGES.unknownCompany);
  const contacts = await ctx.db.supportContact.findMany({ where: { companyId }, select: SUPPORT_CONTACT_SELECT, orderBy: { email: "asc" } });
  return { company, contacts };
}

/** The addresses of `emails` (lower case) that are not yet contacts of the company. */
export async function missingSupportContacts(db: DbTx, companyId: number, emails: readonly string[]): Promise<string[]> {
  const wanted = [...new Set(emails.map((email) => email.toLowerCase()))];
  if (!wanted.length) return [];
  const known = await db.supportContact.findMany({ where: { companyId, email: { in: wanted } }, select: { email: true } });
  const knownSet = new Set(known.map((row) => row.email));
  return wanted.filter((email) => !knownSet.has(email));
}

/** Add contacts inside the caller's transaction (a monitor's save creates the ones it was told to). */
export async function addSupportContacts(tx: ActorTxContext, companyId: number, contacts: readonly { email: string; name: string }[]): Promise<SupportContactRow[]> {
  const created: SupportContactRow[] = [];
  for (const contact of contacts) {
    const row = await tx.db.supportContact.create({ data: { companyId, email: contact.email, name: contact.name }, select: SUPPORT_CONTACT_SELECT });
    await recordAudit(tx, { action: "support_contact.created", entity: "support_contact", entityId: row.id, companyId, after: row });
    created.push(row);
  }
  return created;
}

export async function createSupportContact(
  ctx: ActorContext,
  input: Pick<TCreateSupportContactRequest, "companyId" | "email" | "name">,
): Promise<{ message: string; contact: SupportContactRow }> {
  return inTransaction(ctx, async (tx) => {
    await assertCompany(tx.db, input.companyId, SUPPORT_CONTACT_MESSAGES.unknownCompany);
    if ((await missingSupportContacts(tx.db, input.companyId, [input.email])).length === 0) {
      throw new AppError("CONFLICT", SUPPORT_CONTACT_MESSAGES.duplicate, { email: SUPPORT_CONTACT_MESSAGES.duplicate });
    }
    const [contact] = await addSupportContacts(tx, input.companyId, [{ email: input.email, name: input.name }]);
    return { message: SUPPORT_CONTACT_MESSAGES.created, contact: contact! };
  });
}

export { assertCompany as assertCompanyExists };
