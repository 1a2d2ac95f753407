/**
 * Add or edit a student or staff member (docs/product/students-and-groups.md): school, ID, first and
 * last name, and a grade for students. Every field is checked at once, so a bad form answers the
 * product's one message with all its bad fields named (the form highlights them), never just the
 * first rule that failed. The school must be in the actor's subtree; an ID is unique per school.
 */
import { isUniqueViolation } from "@paydesk/db";
import { AppError } from "@paydesk/domain";
import { STUDENT_ADMIN_MESSAGES, studentFieldErrors, ZStudentFieldsSchema, type TSaveStudentRequest } from "@paydesk/validators";
import { companyInScope } from "../../platform/company-scope.ts";
import { recordAudit } from "../../platform/audit.ts";
import { inTransaction, type ActorContext, type ActorTxContext } from "../../platform/context.ts";
import type { StudentRecord } from "./list.ts";
import { STUDENT_RECORD_SELECT, studentInReach } from "./record.ts";

function checkedFields(fields: unknown) {
  const fieldErrors = studentFieldErrors(fields);
  if (fieldErrors) throw new AppError("BAD_REQUEST", STUDENT_ADMIN_MESSAGES.invalid, fieldErrors);
  return ZStudentFieldsSchema.parse(fields);
}

async function assertIdFree(ctx: ActorContext, companyId: number, externalId: string, exceptId?: number) {
  const taken = await ctx.db.student.findFirst({
    where: { companyId, externalId, ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { id: true },
  });
  if (taken) throw idTaken();
}

const idTaken = () => new AppError("CONFLICT", STUDENT_ADMIN_MESSAGES.idTaken, { externalId: STUDENT_ADMIN_MESSAGES.idTaken });

export async function saveStudent(ctx: ActorContext, input: TSaveStudentRequest): Promise<StudentRecord> {
  const fields = checkedFields(input.fields);
  const school = await companyInScope(ctx.db, ctx.actor, fields.companyId);
  const before = input.studentId ? await studentInReach(ctx.db, ctx.actor, input.studentId) : null;
  await assertIdFree(ctx, school.id, fields.externalId, before?.id);
  // What a record is does not change on edit: the staff and students tabs each edit their own.
  const isStaff = before ? before.isStaff : fields.isStaff;
  const data = {
    companyId: school.id,
    externalId: fields.externalId,
    sisId: fields.sisId || null,
    firstName: fields.firstName,
    lastName: fields.lastName,
    // A staff member has no grade (docs/product/students-and-groups.md: the grade is for students).
    grade: isStaff ? null : fields.grade,
    teacher: fields.teacher || null,
    active: fields.active,
    isStaff,
  };
  try {
    const saved = await inTransaction(ctx, async (tx) => {
      const row = before
        ? await tx.db.student.update({ where: { id: before.id }, data, select: STUDENT_RECORD_SELECT })
        : await tx.db.student.create({ data, select: STUDENT_RECORD_SELECT });
      await recordAudit(tx, {
        action: before ? "students.updated" : "students.created",
        entity: "student",
        entityId: row.id,
        companyId: row.companyId,
        before: before ? auditView(before) : null,
        after: auditView(row),
      });
      return row;
    });
    const { company, ...rest } = saved;
    return { ...rest, companyName: company.name };
  } catch (error) {
    // Another request took the ID between the check and the write.
    if (isUniqueViolation(error)) throw idTaken();
    throw error;
  }
}

const auditView = (
  s: Pick<StudentRecord, "companyId" | "externalId" | "firstName" | "lastName" | "grade" | "active" | "isStaff">,
) => ({
  companyId: s.companyId,
  externalId: s.externalId,
  firstName: s.firstName,
  lastName: s.lastName,
  grade: s.grade,
  active: s.active,
  isStaff: s.isStaff,
});

/** The edit form's record. */
export async function getStudent(ctx: ActorTxContext, studentId: number): Promise<StudentRecord> {
  const { companyPath: _path, ...record } = await studentInReach(ctx.db, ctx.actor, studentId);
  return record;
}
