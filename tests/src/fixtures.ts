/**
 * Isolated data for tests that share one database: every company, role and user made here is
 * new, with a unique e-mail, so no test changes the demo accounts
 * (docs/product/demo-and-production.md) or another test's rows.
 */
import { randomBytes } from "node:crypto";
import type { Db } from "@paydesk/db";
import { ALL_PERMISSIONS, childPath, moduleToEnum, type Actor, type CompanyKindValue, type Permission } from "@paydesk/domain";
import { hashPassword, loadActor, login, type LoginResult } from "@paydesk/services";
import type { TModule } from "@paydesk/validators";
import { createTestContext, uniqueIp } from "./context.ts";

export interface FixtureCompany {
  id: number;
  path: string;
  name: string;
}

export interface FixtureUser {
  id: number;
  email: string;
  password: string;
  companyId: number;
  companyPath: string;
  kind: "ADMIN" | "PARENT" | "CONTROL";
}

export interface UserOptions {
  kind?: "ADMIN" | "PARENT" | "CONTROL";
  /** Modules the user may act in; default by kind (school for admins). */
  modules?: TModule[];
  /** Company to belong to; default a new company of its own. */
  company?: FixtureCompany;
  /** Permissions of a new role made for the user; default every permission for admins, none for parents. */
  permissions?: readonly Permission[];
  /** Category ids that role is restricted to. */
  categoryIds?: number[];
  /** Extra existing role ids. */
  roleIds?: number[];
  password?: string;
  /** Local part of the e-mail, for readable failures. */
  label?: string;
  disabled?: boolean;
}

export interface Fixtures {
  company(options?: { kind?: CompanyKindValue; parent?: FixtureCompany; name?: string }): Promise<FixtureCompany>;
  category(company: FixtureCompany, name?: string): Promise<{ id: number; name: string }>;
  /** A settlement account (payee) of the company: the chart of accounts hangs below it. */
  payee(company: FixtureCompany, name?: string): Promise<{ id: number; name: string; companyId: number }>;
  role(company: FixtureCompany, permissions: readonly Permission[], categoryIds?: number[]): Promise<{ id: number }>;
  user(options?: UserOptions): Promise<FixtureUser>;
  actor(user: FixtureUser): Promise<Actor>;
  /** Sign in through the real login service (a session row and its cookie token). */
  signIn(user: FixtureUser, ip?: string): Promise<LoginResult>;
}

export function uniqueSuffix(): string {
  return randomBytes(5).toString("hex");
}

export function uniqueEmail(label = "user"): string {
  return `${label}-${uniqueSuffix()}@fixtures.test`;
}

/** A password that passes the length rule and belongs to nobody else. */
export function uniquePassword(): string {
  return `Fx-${randomBytes(6).toString("hex")}`;
}

/**
 * The password of fixture accounts whose test names none. One per process rather than one per
 * account: its hash is then computed once, where an argon2id hash at the product's cost (tens of
 * milliseconds of CPU) for each of hundreds of fixture accounts was a large share of the database
 * tiers' CPU. Accounts stay apart by e-mail; no test signs one in with another's password.
 */
const FIXTURE_PASSWORD = uniquePassword();

/**
 * A hash of `password` by the product's own hashing (its parameters, so sign-in verifies fixture
 * accounts as it verifies real ones), computed once per password in this process. Rows may share
 * the string: each is still a valid argon2id hash of its account's password.
 */
const fixtureHashes = new Map<string, Promise<string>>();
function fixtureHash(password: string): Promise<string> {
  let hash = fixtureHashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    fixtureHashes.set(password, hash);
  }
  return hash;
}

export function createFixtures(db: Db): Fixtures {
  const fixtures: Fixtures = {
    async company(options = {}) {
      const name = options.name ?? `Fixture School ${uniqueSuffix()}`;
      const created = await db.company.create({
        data: {
          kind: options.kind ?? "SCHOOL",
          name,
          parentId: options.parent?.id ?? null,
          path: `pending:${uniqueSuffix()}`,
        },
      });
      const path = childPath(options.parent?.path ?? null, created.id);
      await db.company.update({ where: { id: created.id }, data: { path } });
      return { id: created.id, path, name };
    },

    async category(company, name = `Category ${uniqueSuffix()}`) {
      const created = await db.category.create({ data: { companyId: company.id, name } });
      return { id: created.id, name };
    },

    async payee(company, name = `Payee ${uniqueSuffix()}`) {
      const created = await db.settlementAccount.create({ data: { companyId: company.id, name, reference: `REF-${uniqueSuffix()}` } });
      return { id: created.id, name, companyId: company.id };
    },

    async role(company, permissions, categoryIds = []) {
      const created = await db.role.create({
        data: {
          companyId: company.id,
          name: `Role ${uniqueSuffix()}`,
          permissions: [...permissions],
          categories: { create: categoryIds.map((categoryId) => ({ categoryId })) },
        },
      });
      return { id: created.id };
    },

    async user(options = {}) {
      const kind = options.kind ?? "ADMIN";
      const modules = options.modules ?? [kind === "PARENT" ? "parent" : kind === "CONTROL" ? "control" : "school"];
      const company = options.company ?? (await fixtures.company({ kind: kind === "CONTROL" ? "PLATFORM" : "SCHOOL" }));
      const permissions = options.permissions ?? (kind === "PARENT" ? [] : ALL_PERMISSIONS);
      const roleIds = [...(options.roleIds ?? [])];
      if (kind !== "PARENT" && (permissions.length > 0 || options.categoryIds?.length)) {
        roleIds.push((await fixtures.role(company, permissions, options.categoryIds)).id);
      }
      const email = uniqueEmail(options.label);
      const password = options.password ?? FIXTURE_PASSWORD;
      const created = await db.user.create({
        data: {
          kind,
          companyId: company.id,
          email,
          emailNormalized: email.toLowerCase(),
          firstName: "Fixture",
          lastName: options.label ?? "User",
          passwordHash: await fixtureHash(password),
          applications: modules.map(moduleToEnum),
          disabledAt: options.disabled ? new Date() : null,
          roles: { create: roleIds.map((roleId) => ({ roleId })) },
        },
      });
      return { id: created.id, email, password, companyId: company.id, companyPath: company.path, kind };
    },

    async actor(user) {
      const actor = await loadActor(db, user.id);
      if (!actor) throw new Error(`fixture user ${user.email} has no actor (disabled?)`);
      return actor;
    },

    signIn(user, ip = uniqueIp()) {
      return login(createTestContext(db, null, { ip }), { email: user.email, password: user.password });
    },
  };
  return fixtures;
}
