/**
 * The built-in roles every installation has, demo data or not: the seed writes them before the
 * demo, and the first control administrator (first-admin.ts) before that account.
 */
import type { Db } from "@paydesk/db";
import { BUILT_IN_ROLES } from "@paydesk/domain";

/** The built-in roles 1-4 exist in every database, demo data or not. */
export async function ensureBuiltInRoles(db: Db): Promise<void> {
  for (const role of BUILT_IN_ROLES) {
    await db.role.upsert({
      where: { id: role.id },
      create: { id: role.id, name: role.name, isBuiltIn: true, isShared: true, permissions: [...role.permissions] },
      update: { name: role.name, isBuiltIn: true, permissions: [...role.permissions] },
    });
  }
  // Ids 1-4 were written explicitly: move the sequence past them.
  await db.$executeRawUnsafe(`SELECT setval(pg_get_serial_sequence('roles', 'id'), GREATEST((SELECT MAX(id) FROM roles), 4))`);
}

