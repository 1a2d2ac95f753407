/**
 * The upload kinds the pipeline knows. Each kind helper adds ONE line here and owns
 * `kinds/<kind>/`. A kind not yet listed is refused at start (400) with a clear message.
 */
import type { AnyUploadKind, UploadKindName } from "../core/kind.ts";
import { schoolsUploadKind } from "./schools/index.ts";
import { coaUploadKind } from "./coa/index.ts";
import { itemsUploadKind } from "./items/index.ts";
import { emailsUploadKind } from "./emails/index.ts";
import { groupsUploadKind } from "./groups/index.ts";
import { statementsUploadKind } from "./statements/index.ts";
import { studentsUploadKind } from "./students/index.ts";

export const UPLOAD_KINDS: Partial<Record<UploadKindName, AnyUploadKind>> = {
  items: itemsUploadKind,
  schools: schoolsUploadKind,
  coa: coaUploadKind,
  groups: groupsUploadKind,
  emails: emailsUploadKind,
  statements: statementsUploadKind,
  students: studentsUploadKind,
};

/** Kinds registered only by tests (the pipeline's own TEST kind); never used by the app. */
const testKinds = new Map<string, AnyUploadKind>();

export function registerTestUploadKind(kind: AnyUploadKind): void {
  testKinds.set(kind.kind, kind);
}

export function uploadKindOf(name: string): AnyUploadKind | undefined {
  return testKinds.get(name) ?? UPLOAD_KINDS[name as UploadKindName];
}
