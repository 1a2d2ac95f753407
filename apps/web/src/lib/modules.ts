import { MODULES, type TModule } from "@paydesk/validators";

export const MODULE_LABELS: Record<TModule, string> = {
  school: "School",
  vendor: "Vendor",
  business: "Business",
  parent: "Parent",
  control: "Control",
};

/** Badge colours: a user working in several modules (control staff) sees at a glance where they are. */
export const MODULE_COLORS: Record<TModule, string> = {
  school: "indigo",
  vendor: "grape",
  business: "teal",
  parent: "orange",
  control: "red",
};

export function isModule(value: string | undefined): value is TModule {
  return (MODULES as readonly string[]).includes(value ?? "");
}
