import { formatDecimalCents } from "@paydesk/domain";
import { STUDENT_LOOKUP_MESSAGES } from "@paydesk/validators";
import type { inferRouterOutputs } from "@trpc/server";
import type { studentsRouter } from "./router.ts";
import { defineShim, flag, id, text, type ShimRequest } from "../../shims/types.ts";

type Out = inferRouterOutputs<typeof studentsRouter>;

/** studentsforcompany: the legacy map of student id → [student number, first name, last name]. */
const studentMap = (rows: Out["forCompany"]) =>
  Object.fromEntries(rows.map((s) => [s.id, [s.externalId, s.firstName, s.lastName]]));

/** The paths say /school; the term comes in the query (studentsforcompany2) or the body. */
const studentSearch =
  (companyKey: string) =>
  ({ params, query, body }: ShimRequest) => ({
    module: "school" as const,
    companyId: id(params[companyKey]),
    term: text(query.term ?? body.term) ?? "",
  });

/**
 * The student lookup's answer (docs/product/terminal.md): status, message, school_id, student_id,
 * student_lname. `student_id` answers our row id (what items/for/{studentId} and the cart take); the number
 * that was typed comes back as `external_id`.
 */
const lookupAnswer = (r: Out["find"]) => ({
  message: STUDENT_LOOKUP_MESSAGES.found,
  school_id: r.schoolId,
  student_id: r.studentId,
  student_lname: r.lastName,
  student_fname: r.firstName,
  external_id: r.externalId,
});

/** /api/… and /parent/items/for carry no staff module: the caller's own one applies. */
const callerModule = ({ homeModule }: ShimRequest) => homeModule;

const forCompanyShims = (["GET", "POST"] as const).flatMap((method) => [
  defineShim<Out["forCompany"]>({
    method,
    path: "/school/students/studentsforcompany2/:company",
    procedure: "students.forCompany",
    spec: "docs/product/terminal.md: studentsforcompany2 (POST; the item builder's GET)",
    input: studentSearch("company"),
    fieldNames: { companyId: "company" },
    output: studentMap,
  }),
  defineShim<Out["forCompany"]>({
    method,
    path: "/school/students/studentsforcompany/:companyId",
    procedure: "students.forCompany",
    spec: "docs/product/terminal.md: studentsforcompany (POST; GET for tools)",
    input: studentSearch("companyId"),
    fieldNames: { companyId: "companyId" },
    output: studentMap,
  }),
]);

/** The terminal's student calls (docs/product/terminal.md). */
export const studentsShims = [
  ...forCompanyShims,
  defineShim<Out["find"]>({
    method: "POST",
    path: "/api/student/find",
    procedure: "students.find",
    spec: "docs/product/terminal.md: /api/student/find",
    input: (req) => ({
      module: callerModule(req),
      studentId: text(req.body.student_id),
      schoolId: id(req.body.school_id),
      lastName: text(req.body.student_lastname),
    }),
    fieldNames: { studentId: "student_id", schoolId: "school_id", lastName: "student_lastname" },
    output: lookupAnswer,
  }),
  defineShim<Out["findByIdForDistrict"]>({
    method: "POST",
    path: "/api/student/findByIdForDistrict",
    procedure: "students.findByIdForDistrict",
    spec: "docs/product/terminal.md: /api/student/findByIdForDistrict",
    input: (req) => ({ module: callerModule(req), studentId: text(req.body.student_id), schoolId: id(req.body.school_id) }),
    fieldNames: { studentId: "student_id", schoolId: "school_id" },
    output: lookupAnswer,
  }),
  defineShim<Out["itemsFor"]>({
    method: "POST",
    path: "/parent/items/for/:studentId",
    procedure: "students.itemsFor",
    spec: "docs/product/terminal.md: /parent/items/for/{studentId}?data_only=true&concrete_only=yes",
    servesOtherModules: "the office terminal lists a student's items with it as well as the parent area",
    // data_only is always the answer here (JSON); the page is the web app's.
    input: (req) => ({
      module: callerModule(req),
      studentId: id(req.params.studentId),
      concreteOnly: flag(req.query.concrete_only),
    }),
    fieldNames: { studentId: "studentId" },
    output: (items) => ({
      items: items.map((i) => ({
        item_id: i.itemId,
        type: i.type,
        code: i.code,
        amount: formatDecimalCents(i.amountCents),
        title: i.title,
        in_cart: i.inCart,
        amount_type: i.amountType,
        fee_type: i.feeType,
        quantity_left: i.quantityLeft,
        payee: i.payeeId,
      })),
    }),
  }),
];
