/**
 * The item vocabularies as the product spells them (docs/product/items-and-fees.md; validators: basic, Open,
 * None, text, date, times, …) and as the database stores them (Prisma enums: BASIC, OPEN, NONE, TEXT, DATE,
 * TIMES, …). Every service maps at its edge through these pairs, so neither spelling leaks into the other
 * layer. Each table is written both ways from one list, so the two directions cannot disagree.
 */
import type {
  CustomFieldType as DbCustomFieldType,
  FeeBehaviour as DbFeeBehaviour,
  ItemAmountType as DbAmountType,
  ItemFeeType as DbFeeType,
  ItemTargetKind as DbTargetKind,
  ItemType as DbItemType,
  RecurControl as DbRecurControl,
  RecurringMode as DbRecurringMode,
} from "@paydesk/db";
import type {
  AmountType,
  CustomFieldType,
  FeeBehaviourName,
  FeeType,
  ItemTargetKindName,
  ItemTypeName,
  RecurControl,
  RecurringMode,
} from "@paydesk/validators";

interface Mapping<Spec extends string, Db extends string> {
  toDb(value: Spec): Db;
  fromDb(value: Db): Spec;
}

function mapping<Spec extends string, Db extends string>(pairs: Record<Spec, Db>): Mapping<Spec, Db> {
  const back = new Map<Db, Spec>(Object.entries(pairs).map(([spec, db]) => [db as Db, spec as Spec]));
  return {
    toDb: (value) => pairs[value],
    fromDb: (value) => {
      const spec = back.get(value);
      if (spec === undefined) throw new RangeError(`unknown stored value ${value}`);
      return spec;
    },
  };
}

export const itemTypeMap = mapping<ItemTypeName, DbItemType>({
  basic: "BASIC",
  recurring: "RECURRING",
  event: "EVENT",
  multi: "MULTI",
  promo: "PROMO",
  blackboard: "BLACKBOARD",
});

export const amountTypeMap = mapping<AmountType, DbAmountType>({ Open: "OPEN", AOpen: "AOPEN", Fixed: "FIXED" });

export const feeTypeMap = mapping<FeeType, DbFeeType>({
  None: "NONE",
  Fixed: "FIXED",
  Calculated: "CALCULATED",
  Suggested: "SUGGESTED",
});

export const customFieldTypeMap = mapping<CustomFieldType, DbCustomFieldType>({
  text: "TEXT",
  textarea: "TEXTAREA",
  hiddentext: "HIDDENTEXT",
  dropdown: "DROPDOWN",
  radios: "RADIOS",
  checkboxes: "CHECKBOXES",
});

export const recurringModeMap = mapping<RecurringMode, DbRecurringMode>({ date: "DATE", interval: "INTERVAL" });

export const recurControlMap = mapping<RecurControl, DbRecurControl>({
  times: "TIMES",
  indefinitely: "INDEFINITELY",
  until: "UNTIL",
});

export const targetKindMap = mapping<ItemTargetKindName, DbTargetKind>({
  grade: "GRADE",
  teacher: "TEACHER",
  student: "STUDENT",
  school: "SCHOOL",
  district: "DISTRICT",
  group: "GROUP",
});

export const feeBehaviourMap = mapping<FeeBehaviourName, DbFeeBehaviour>({
  Default: "DEFAULT",
  AlwaysAddFlat: "ALWAYS_ADD_FLAT",
  Absorb: "ABSORB",
});
