/**
 * The migration that moves the chart of accounts from companies to settlement accounts (payees),
 * run on data written in the schema before it: a fresh database on the project's server gets the
 * migrations up to the one before, the rows below, then the migration itself.
 */
import { readdir, readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { type Db } from "@paydesk/db";
import { describeDb, openTestDb, uniqueSuffix } from "@paydesk/tests/harness";
import { afterAll, beforeAll, expect, it } from "vitest";

const MIGRATION = "20261123202454_coa_per_payee";
const migrationsDir = fileURLToPath(new URL("../../prisma/migrations/", import.meta.url));

/** Statements of a migration file, split at semicolons as the driver adapter splits them. */
async function statements(name: string): Promise<string[]> {
  const sql = await readFile(`${migrationsDir}${name}/migration.sql`, "utf8");
  return sql
    .split(";")
    .map((s) => s.replace(/^\s*--.*$/gm, "").trim())
    .filter(Boolean);
}

async function apply(db: Db, name: string): Promise<void> {
  for (const statement of await statements(name)) await db.$executeRawUnsafe(statement);
}

describeDb("migration: chart of accounts per payee", (t) => {
  const name = `coa_migration_${uniqueSuffix()}`;
  let db: Db;

  beforeAll(async () => {
    await t.db.$executeRawUnsafe(`CREATE DATABASE "${name}"`);
    const url = new URL(t.url);
    url.pathname = `/${name}`;
    db = openTestDb(url.toString(), 1);
    const all = (await readdir(migrationsDir, { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name).sort();
    for (const migration of all.slice(0, all.indexOf(MIGRATION))) await apply(db, migration);
  });

  afterAll(async () => {
    await db?.$disconnect();
    await t.db.$executeRawUnsafe(`DROP DATABASE IF EXISTS "${name}"`);
  });

  const one = async <T>(sql: string): Promise<T> => ((await db.$queryRawUnsafe(sql)) as T[])[0]!;
  const id = async (sql: string) => (await one<{ id: number }>(`${sql} RETURNING "id"`)).id;

  it("moves accounts to the company's oldest payee, creates one where none exists, and keeps items on their own payee", async () => {
    const company = (name: string, parent: number | null, path: string) =>
      id(`INSERT INTO "companies" ("kind", "name", "parent_id", "path", "updated_at") VALUES ('SCHOOL', '${name}', ${parent}, '${path}', now())`);
    const district = await company("District", null, "pending-d");
    await db.$executeRawUnsafe(`UPDATE "companies" SET "path" = '/${district}/' WHERE "id" = ${district}`);
    const school = await company("School", district, "pending-s");
    await db.$executeRawUnsafe(`UPDATE "companies" SET "path" = '/${district}/${school}/' WHERE "id" = ${school}`);
    const lonely = await company("No Payee Academy", null, "pending-l");
    await db.$executeRawUnsafe(`UPDATE "companies" SET "path" = '/${lonely}/' WHERE "id" = ${lonely}`);

    const payee = (companyId: number, name: string) =>
      id(`INSERT INTO "settlement_accounts" ("company_id", "name", "reference", "updated_at") VALUES (${companyId}, '${name}', 'R', now())`);
    const districtPayee = await payee(district, "District Office");
    const schoolFirst = await payee(school, "School General");
    const schoolSecond = await payee(school, "School Athletics");

    const account = (companyId: number, number: string, shared: boolean, kind = "PRIMARY") =>
      id(
        `INSERT INTO "chart_accounts" ("company_id", "number", "name", "is_shared", "kind", "updated_at") VALUES (${companyId}, '${number}', 'Account ${number}', ${shared}, '${kind}', now())`,
      );
    const districtShared = await account(district, "1000", true);
    const schoolOwn = await account(school, "4100", false);
    const schoolSub = await account(school, "01", false, "SUB");
    const lonelyAccount = await account(lonely, "9000", false);

    const item = (companyId: number, payeeId: number | null, coaId: number | null, subCoaId: number | null) =>
      id(
        `INSERT INTO "items" ("company_id", "code", "slug", "title", "settlement_account_id", "coa_id", "sub_coa_id", "updated_at") VALUES (${companyId}, '${uniqueSuffix()}', 's', 'Item', ${payeeId}, ${coaId}, ${subCoaId}, now())`,
      );
    // Already on its own payee's accounts after the move.
    const onFirst = await item(school, schoolFirst, schoolOwn, schoolSub);
    // Pays into the school's second payee: its accounts are copied there.
    const onSecond = await item(school, schoolSecond, schoolOwn, schoolSub);
    const alsoSecond = await item(school, schoolSecond, schoolOwn, null);
    // Pays into its own payee but used the district's shared account.
    const sharedFromAbove = await item(school, schoolFirst, districtShared, null);
    // No payee: keeps its account.
    const noPayee = await item(school, null, schoolOwn, null);

    await apply(db, MIGRATION);

    const accountRow = (accountId: number) =>
      one<{ payee_id: number; number: string; kind: string; is_shared: boolean }>(
        `SELECT "payee_id", "number", "kind"::text AS "kind", "is_shared" FROM "chart_accounts" WHERE "id" = ${accountId}`,
      );
    expect((await accountRow(districtShared)).payee_id).toBe(districtPayee);
    expect((await accountRow(schoolOwn)).payee_id).toBe(schoolFirst);
    expect((await accountRow(schoolSub)).payee_id).toBe(schoolFirst);

    // The company without a payee got one, named after it, and keeps its account.
    const created = await one<{ id: number; name: string; reference: string }>(
      `SELECT "id", "name", "reference" FROM "settlement_accounts" WHERE "company_id" = ${lonely}`,
    );
    expect(created).toMatchObject({ name: "No Payee Academy", reference: "DEFAULT" });
    expect((await accountRow(lonelyAccount)).payee_id).toBe(created.id);

    const itemRow = (itemId: number) =>
      one<{ coa_id: number | null; sub_coa_id: number | null }>(`SELECT "coa_id", "sub_coa_id" FROM "items" WHERE "id" = ${itemId}`);
    expect(await itemRow(onFirst)).toEqual({ coa_id: schoolOwn, sub_coa_id: schoolSub });
    expect(await itemRow(noPayee)).toEqual({ coa_id: schoolOwn, sub_coa_id: null });

    const second = await itemRow(onSecond);
    expect(await accountRow(second.coa_id!)).toEqual({ payee_id: schoolSecond, number: "4100", kind: "PRIMARY", is_shared: false });
    expect(await accountRow(second.sub_coa_id!)).toEqual({ payee_id: schoolSecond, number: "01", kind: "SUB", is_shared: false });
    // One copy per payee, number and kind, shared by both items.
    expect((await itemRow(alsoSecond)).coa_id).toBe(second.coa_id);

    const fromAbove = await itemRow(sharedFromAbove);
    expect(await accountRow(fromAbove.coa_id!)).toEqual({ payee_id: schoolFirst, number: "1000", kind: "PRIMARY", is_shared: false });

    // Numbers are unique per payee and kind now; company_id is gone.
    await expect(
      db.$executeRawUnsafe(
        `INSERT INTO "chart_accounts" ("payee_id", "number", "name", "kind", "updated_at") VALUES (${schoolFirst}, '4100', 'Again', 'PRIMARY', now())`,
      ),
    ).rejects.toThrow();
    await db.$executeRawUnsafe(
      `INSERT INTO "chart_accounts" ("payee_id", "number", "name", "kind", "updated_at") VALUES (${districtPayee}, '4100', 'Fine', 'PRIMARY', now())`,
    );
    const columns = await db.$queryRawUnsafe<{ column_name: string }[]>(
      `SELECT "column_name" FROM information_schema.columns WHERE "table_name" = 'chart_accounts'`,
    );
    expect(columns.map((c) => c.column_name)).not.toContain("company_id");
  });
});
