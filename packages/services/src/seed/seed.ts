import { seedSisDemo } from "./seed-sis.ts";
import { seedImportantDates } from "./seed-dates.ts";
import { seedAlertsAndGoLive } from "./seed-alerts-golive.ts";
import { seedMonitors } from "./seed-monitors.ts";
import { seedImagePlans } from "./seed-images.ts";
import { seedPromotions } from "./seed-promotions.ts";
import { seedDemoTweets } from "../dashboard/tweets.ts";
import type { Db } from "@paydesk/db";
import { childPath, toVanitySlug } from "@paydesk/domain";
import { ensureBuiltInRoles } from "../platform/built-in-roles.ts";
import { hashPassword } from "../platform/passwords.ts";
import {
  DEMO_CATEGORIES,
  DEMO_CHART_ACCOUNTS,
  DEMO_COMPANIES,
  DEMO_ITEMS,
  DEMO_ROLES,
  DEMO_SETTLEMENT_ACCOUNTS,
  DEMO_USERS,
  demoStudents,
} from "./demo-data.ts";
import { planDemoOrders } from "./demo-orders.ts";
import { seedItemCatalogue } from "./seed-items.ts";
import { seedDemoOrders } from "./seed-orders.ts";
import { seedDemoSeries } from "./seed-series.ts";

const DAY_MS = 86_400_000;
/** DEMO_ITEMS were created before any demo order (orders go back 90 days). */
const FIRST_ITEMS_AGE_DAYS = 150;

/** True once any user exists: start-up seeds only an empty database. */
export async function isSeeded(db: Db): Promise<boolean> {
  return (await db.user.count()) > 0;
}

/**
 * Write the demo data (docs/product/demo-and-production.md) in one transaction. Deterministic: the same rows
 * in the same order on every fresh database; only dates move with `now`, the seed time. Passwords are hashed
 * first (argon2 is slow by design).
 */
export async function seedDemoData(db: Db, now: Date = new Date()): Promise<void> {
  await ensureBuiltInRoles(db);
  const plan = planDemoOrders();
  const hashes = new Map<string, string>();
  for (const user of DEMO_USERS) hashes.set(user.email, await hashPassword(user.password));

  await db.$transaction(
    async (tx) => {
      const companyIds = new Map<string, number>();
      const companyPaths = new Map<string, string>();
      for (const company of DEMO_COMPANIES) {
        const parentId = company.parent ? companyIds.get(company.parent)! : null;
        const parentPath = company.parent ? companyPaths.get(company.parent)! : null;
        // The path needs the id, so insert with a placeholder and set it straight after.
        const created = await tx.company.create({
          data: {
            kind: company.kind,
            name: company.name,
            parentId,
            city: company.city,
            state: company.state,
            timeZone: company.timeZone ?? null,
            path: `pending:${company.key}`,
            ...company.defaults,
          },
        });
        const path = childPath(parentPath, created.id);
        await tx.company.update({ where: { id: created.id }, data: { path } });
        if (company.address) {
          await tx.schoolProfile.create({ data: { companyId: created.id, street: company.address.street, zip: company.address.zip } });
        }
        companyIds.set(company.key, created.id);
        companyPaths.set(company.key, path);
      }
      const companyId = (key: string) => companyIds.get(key)!;

      const accountIds = new Map<string, number>();
      for (const account of DEMO_SETTLEMENT_ACCOUNTS) {
        const created = await tx.settlementAccount.create({
          data: {
            companyId: companyId(account.company),
            name: account.name,
            reference: account.reference,
            cardRateHundredths: account.cardRateHundredths,
            cardFixedFeeCents: account.cardFixedFeeCents,
          },
        });
        accountIds.set(account.name, created.id);
      }

      const categoryIds = new Map<string, number>();
      for (const category of DEMO_CATEGORIES) {
        const created = await tx.category.create({ data: { companyId: companyId(category.company), name: category.name } });
        categoryIds.set(`${category.company}:${category.name}`, created.id);
      }

      // Keyed "payee:number" within each kind.
      const coaIds = { PRIMARY: new Map<string, number>(), SUB: new Map<string, number>() };
      for (const account of DEMO_CHART_ACCOUNTS) {
        const created = await tx.chartAccount.create({
          data: { payeeId: accountIds.get(account.payee)!, kind: account.kind, number: account.number, name: account.name, isShared: account.isShared },
        });
        coaIds[account.kind].set(`${account.payee}:${account.number}`, created.id);
      }

      const firstItemsCreatedAt = new Date(now.getTime() - FIRST_ITEMS_AGE_DAYS * DAY_MS);
      const itemIds = new Map<string, number>();
      for (const item of DEMO_ITEMS) {
        const created = await tx.item.create({
          data: {
            companyId: companyId(item.company),
            code: item.code,
            slug: toVanitySlug(item.title),
            title: item.title,
            categoryId: categoryIds.get(`${item.company}:${item.category}`)!,
            settlementAccountId: accountIds.get(item.account)!,
            amountCents: item.amountCents,
            coaId: item.coa ? coaIds.PRIMARY.get(item.coa)! : null,
            subCoaId: item.subCoa ? coaIds.SUB.get(item.subCoa)! : null,
            quantitySold: plan.soldByCode.get(item.code) ?? 0,
            createdAt: firstItemsCreatedAt,
            updatedAt: firstItemsCreatedAt,
          },
        });
        itemIds.set(item.code, created.id);
      }

      const roleIds = new Map<string, number>();
      for (const role of DEMO_ROLES) {
        const created = await tx.role.create({
          data: {
            companyId: companyId(role.company),
            name: role.name,
            isShared: role.isShared,
            permissions: [...role.permissions],
            categories: { create: role.categories.map((name) => ({ categoryId: categoryIds.get(`${role.company}:${name}`)! })) },
          },
        });
        roleIds.set(role.key, created.id);
      }

      const userIds = new Map<string, number>();
      for (const user of DEMO_USERS) {
        const created = await tx.user.create({
          data: {
            kind: user.kind,
            companyId: companyId(user.company),
            email: user.email,
            emailNormalized: user.email.toLowerCase(),
            firstName: user.firstName,
            lastName: user.lastName,
            passwordHash: hashes.get(user.email)!,
            dob: user.dob ? new Date(`${user.dob}T00:00:00Z`) : null,
            addressRegion: user.addressRegion ?? null,
            applications: user.applications,
            roles: {
              create: user.roles.map((role) => ({ roleId: typeof role === "number" ? role : roleIds.get(role)! })),
            },
          },
        });
        userIds.set(user.email, created.id);
      }

      const students = demoStudents();
      const createdStudents = await tx.student.createManyAndReturn({
        data: students.map((student) => ({
          companyId: companyId(student.company),
          externalId: student.externalId,
          firstName: student.firstName,
          lastName: student.lastName,
          grade: student.grade,
          teacher: student.teacher,
        })),
        select: { id: true, externalId: true },
      });
      // External ids are unique across the demo schools (their prefixes differ).
      const studentIds = new Map(createdStudents.map((s) => [s.externalId, s.id]));
      const studentId = (externalId: string) => {
        const id = studentIds.get(externalId);
        if (id === undefined) throw new Error(`demo data refers to a missing student ${externalId}`);
        return id;
      };
      await tx.parentStudent.createMany({
        data: students
          .filter((s) => s.parentEmail)
          .map((s) => ({ parentId: userIds.get(s.parentEmail!)!, studentId: studentId(s.externalId) })),
      });

      const catalogueIds = await seedItemCatalogue(
        tx,
        {
          now,
          companyId,
          settlementAccountId: (name) => accountIds.get(name)!,
          categoryId: (key) => categoryIds.get(key)!,
          primaryCoaId: (key) => coaIds.PRIMARY.get(key)!,
          studentId,
          adminUserId: (company) => {
            const admin = DEMO_USERS.find((u) => u.company === company && u.kind === "ADMIN");
            return admin ? userIds.get(admin.email)! : null;
          },
        },
        plan.soldByCode,
      );
      for (const [code, id] of catalogueIds) itemIds.set(code, id);
      await seedDemoOrders(
        tx,
        {
          now,
          companyId,
          itemId: (code) => {
            const id = itemIds.get(code);
            if (id === undefined) throw new Error(`demo order refers to a missing item ${code}`);
            return id;
          },
          studentId,
        },
        plan.orders,
      );
      await seedDemoSeries(tx, now, userIds.get("parent@demo.test") ?? null);

      await seedSisDemo(tx, { now, companyId, settlementAccountId: (name) => accountIds.get(name)!, studentId });
      await seedImportantDates(tx, { now, companyId });
      await seedAlertsAndGoLive(tx, { now, companyId, userId: (email) => userIds.get(email)! });
      await seedMonitors(tx, { companyId });
      await seedImagePlans(tx, { now, companyId, userId: (email) => userIds.get(email)! });
      // The dashboard's tweet feed.
      await seedDemoTweets(tx);
      // A scheduled promotion post (queued by the job queue's boot sweep).
      await seedPromotions(tx, { now, companyId, userId: (email) => userIds.get(email)!, itemId: (code) => itemIds.get(code)! });

      await tx.auditEvent.create({ data: { action: "seed.demo_data", entity: "database", after: { users: DEMO_USERS.length, items: itemIds.size, orders: plan.orders.length } } });
    },
    { timeout: 120_000, maxWait: 30_000 },
  );
}
