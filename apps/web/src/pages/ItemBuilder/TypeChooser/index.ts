export { TypeChooser } from "./TypeChooser.tsx";
export { ITEM_TYPE_CHOICES, ITEM_TYPE_LABELS } from "./types.ts";
