import {
  assertCanGrant,
  BUILT_IN_ROLES,
  changedSchoolDetails,
  UPLOAD_KIND_GRANTS,
  schoolDetailsOf,
  schoolFromRow,
  type SchoolDetails,
  type SchoolRow,
} from "@paydesk/domain";
import type { TSchoolsProcessOptions } from "@paydesk/validators";
import { insertCompany, SITE_KIND_ENUM } from "../../../account-structure/add-site.ts";
import { queueEmails, type OutgoingEmail } from "../../../platform/mail/send.ts";
import type { ActorTxContext } from "../../../platform/context.ts";
import { generatePassword, hashPassword } from "../../../platform/passwords.ts";
import type { UploadBatchRef, UploadCounts } from "../../core/kind.ts";
import { validRowsInRange } from "../../core/staged-rows.ts";
import { accountsByEmail, districtOf, existingSchools, type District } from "./lookups.ts";
import { schoolWelcomeEmail } from "./welcome-email.ts";

const MASTER_ADMINISTRATOR_ROLE_ID = BUILT_IN_ROLES[0].id;

/** The advisory-lock key space of the school upload (the second key is the district's id). */
const SCHOOLS_LOCK_SPACE = 110_003;

/**
 * Create the schools of one range of valid rows below the district, each with its master
 * administrator, inside the range's transaction. Lookups are one query each for the whole range;
 * then a few statements per new school (the company and its path, its profile, the admin and their
 * role): the tree's materialised path needs each new id, and a school file is small. Welcome
 * e-mails are queued in the same transaction (one insert), so they exist exactly when the schools
 * do. A row whose locator number the district already has is the same school again: its
 * details are updated where the row differs, else it is skipped, so re-running a file changes
 * nothing. A row whose admin e-mail was taken since it was checked is
 * skipped too (it never half-creates a school without its administrator).
 */
export async function applySchoolRows(
  tx: ActorTxContext,
  batch: UploadBatchRef,
  range: { fromId: bigint; toId: bigint },
  options: TSchoolsProcessOptions,
): Promise<UploadCounts> {
  const rows = await validRowsInRange(tx.db, batch.id, range);
  if (!rows.length) return {};
  // Checked again as the job runs: the starter's roles may have changed since the upload began.
  assertCanGrant(tx.actor, UPLOAD_KIND_GRANTS.schools!);
  const schools = rows.map((row) => schoolFromRow(row.data));
  const district = await districtOf(tx.db, batch.companyId);
  // Two uploads into one district at once would both miss a locator number the other is adding:
  // ranges of the same district take turns (the lock ends with the range's transaction).
  await tx.db.$executeRaw`SELECT pg_advisory_xact_lock(${SCHOOLS_LOCK_SPACE}::int, ${district.id}::int)`;
  const existing = await existingSchools(tx.db, district, schools.map((s) => s.externalId));
  const accounts = await accountsByEmail(tx.db, schools.map((s) => s.admin.email));
  const counts = { created: 0, updated: 0, skipped: 0 };
  const welcome: OutgoingEmail[] = [];
  for (const school of schools) {
    const known = existing.get(school.externalId);
    if (known) {
      const changes = changedSchoolDetails(known.details, school);
      if (changes) {
        await updateSchool(tx, known.companyId, changes);
        known.details = schoolDetailsOf(school);
        counts.updated++;
      } else counts.skipped++;
      continue;
    }
    const email = school.admin.email.toLowerCase();
    if (accounts.has(email)) {
      counts.skipped++;
      continue;
    }
    const created = await createSchool(tx, district, school, options);
    existing.set(school.externalId, { companyId: created.companyId, details: schoolDetailsOf(school) });
    accounts.set(email, created.companyId);
    counts.created++;
    if (options.welcomeEmail) welcome.push(schoolWelcomeEmail({ ...created, appUrl: tx.appUrl }));
  }
  await queueEmails(tx.db, welcome);
  return counts;
}

async function createSchool(tx: ActorTxContext, district: District, school: SchoolRow, options: TSchoolsProcessOptions) {
  const company = await insertCompany(tx.db, district, {
    kind: SITE_KIND_ENUM[school.accountType],
    name: school.name,
    city: school.city,
    state: school.state,
  });
  await tx.db.schoolProfile.create({
    data: {
      companyId: company.id,
      externalId: school.externalId,
      street: school.street,
      street2: school.street2,
      zip: school.zip,
      primaryPhone: school.primaryPhone,
      receiptEmail: school.receiptEmail,
    },
  });
  const password = options.password.passwordMode === "manual" ? options.password.password : generatePassword();
  const { admin } = school;
  await tx.db.user.create({
    data: {
      kind: "ADMIN",
      companyId: company.id,
      email: admin.email,
      emailNormalized: admin.email.toLowerCase(),
      firstName: admin.firstName,
      lastName: admin.lastName,
      applications: [SCHOOL_APPLICATION[school.accountType]],
      passwordHash: await hashPassword(password),
      passwordChangedAt: tx.now(),
      mustChangePassword: true,
      roles: { create: [{ roleId: MASTER_ADMINISTRATOR_ROLE_ID, assignedById: tx.actor.userId }] },
    },
    select: { id: true },
  });
  return { schoolName: company.name, companyId: company.id, firstName: admin.firstName, email: admin.email, password };
}

/** A re-run's changes: the company's name and place, the profile's contact details. */
async function updateSchool(tx: ActorTxContext, companyId: number, changes: Partial<SchoolDetails>) {
  const { name, city, state, ...profile } = changes;
  const company = { name, city, state };
  if (Object.values(company).some((v) => v !== undefined)) await tx.db.company.update({ where: { id: companyId }, data: company });
  if (Object.keys(profile).length) await tx.db.schoolProfile.update({ where: { companyId }, data: profile });
}

/** The module a school's master administrator works in, by account type. */
const SCHOOL_APPLICATION = { school: "SCHOOL", vendor: "VENDOR", business: "BUSINESS" } as const;
