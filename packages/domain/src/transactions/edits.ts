/**
 * Transaction edits and their undo, as pure rules the service applies under the
 * order's row lock.
 *
 * What may be edited: the payor's details, and per line the details that move no money (the
 * custom field values, the student paid for, a memo). Amounts, quantities, items and payees are
 * not fields here at all: money moves only through refunds, so an edit cannot change what the
 * ledger says.
 *
 * One update may touch several fields; each field that really changes becomes one change with its
 * value before and after. A field sent with the value it already holds is no change.
 */

/** The payor fields, by the name an edit and a change use ("payor.<name>"). */
export const PAYOR_FIELDS = ["name", "email", "street", "street2", "city", "state", "country", "postalCode"] as const;
export type PayorField = (typeof PAYOR_FIELDS)[number];

/** The line fields: custom field values (label → value or list), the student's id, a memo. */
export const LINE_FIELDS = ["cfs", "student", "memo"] as const;
export type LineField = (typeof LINE_FIELDS)[number];

export type ChangeField = `payor.${PayorField}` | `line.${LineField}`;

/** A field's value as stored in a change: text, a student id, a custom-field map, or nothing. */
export type ChangeValue = string | number | Record<string, string | string[]> | null;

export interface EditableLine {
  lineId: number;
  cfs: Record<string, string | string[]>;
  studentId: number | null;
  memo: string | null;
}

export interface EditableOrder {
  payor: Record<PayorField, string | null>;
  lines: EditableLine[];
}

export interface OrderEdit {
  payor?: Partial<Record<PayorField, string | null>>;
  lines?: { lineId: number; cfs?: Record<string, string | string[]>; studentId?: number | null; memo?: string | null }[];
}

export interface ChangeDraft {
  field: ChangeField;
  /** Null for payor fields. */
  lineId: number | null;
  before: ChangeValue;
  after: ChangeValue;
}

/** Two values are the same when their JSON is, with object keys in any order. */
export function sameValue(a: ChangeValue | undefined, b: ChangeValue | undefined): boolean {
  return canonical(a ?? null) === canonical(b ?? null);
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

/** An edit that names a line the order does not have; the service refuses it. */
export class UnknownLineError extends Error {
  constructor(readonly lineId: number) {
    super(`line ${lineId} is not part of the order`);
  }
}

/** What an edit changes, field by field, in a stable order (payor fields first, then lines). */
export function diffOrderEdit(current: EditableOrder, edit: OrderEdit): ChangeDraft[] {
  const drafts: ChangeDraft[] = [];
  for (const field of PAYOR_FIELDS) {
    const after = edit.payor?.[field];
    if (after === undefined || sameValue(current.payor[field], after)) continue;
    drafts.push({ field: `payor.${field}`, lineId: null, before: current.payor[field], after });
  }
  for (const lineEdit of edit.lines ?? []) {
    const line = current.lines.find((l) => l.lineId === lineEdit.lineId);
    if (!line) throw new UnknownLineError(lineEdit.lineId);
    const proposed: [LineField, ChangeValue, ChangeValue | undefined][] = [
      ["cfs", line.cfs, lineEdit.cfs],
      ["student", line.studentId, lineEdit.studentId],
      ["memo", line.memo, lineEdit.memo],
    ];
    for (const [field, before, after] of proposed) {
      if (after === undefined || sameValue(before, after)) continue;
      drafts.push({ field: `line.${field}`, lineId: line.lineId, before, after });
    }
  }
  return drafts;
}

/** The value a field holds now, or undefined when the field or its line does not exist. */
export function currentValue(order: EditableOrder, field: string, lineId: number | null): ChangeValue | undefined {
  if (field.startsWith("payor.")) {
    const name = field.slice("payor.".length) as PayorField;
    return PAYOR_FIELDS.includes(name) ? order.payor[name] : undefined;
  }
  const line = order.lines.find((l) => l.lineId === lineId);
  if (!line) return undefined;
  if (field === "line.cfs") return line.cfs;
  if (field === "line.student") return line.studentId;
  if (field === "line.memo") return line.memo;
  return undefined;
}

export interface UndoFacts {
  field: string;
  lineId: number | null;
  before: ChangeValue;
  after: ChangeValue;
  undone: boolean;
}

/**
 * What undoing a change does:
 * - `already-undone`: it was undone before; a second undo changes nothing more and answers success
 *   (a double click or a retried request must not fail or restore twice);
 * - `conflict`: the field no longer holds the change's `after` (a later change touched it), so
 *   restoring `before` would silently drop that later change; refused;
 * - `restore`: write `before` back; the undo is itself a change from `after` to `before`.
 */
export type UndoDecision = { kind: "already-undone" } | { kind: "conflict" } | { kind: "restore"; draft: ChangeDraft };

export function decideUndo(change: UndoFacts, order: EditableOrder): UndoDecision {
  if (change.undone) return { kind: "already-undone" };
  const now = currentValue(order, change.field, change.lineId);
  if (now === undefined || !sameValue(now, change.after)) return { kind: "conflict" };
  return { kind: "restore", draft: { field: change.field as ChangeField, lineId: change.lineId, before: change.after, after: change.before } };
}
