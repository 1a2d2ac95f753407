import { ALL_PERMISSIONS, PERMISSION_AREAS, type Permission } from "@paydesk/validators";

const LABELS = new Map<string, string>(PERMISSION_AREAS.map((a) => [a.key, a.label]));

/** "Manage: Payment items, Virtual terminal · View: Dashboard", for a role's tooltip. */
export function permissionSummary(permissions: readonly string[]): string {
  if (permissions.length === 0) return "No control levels";
  const manage = permissions.filter((p) => p.endsWith(".manage")).map((p) => LABELS.get(p.split(".")[0]!) ?? p);
  const view = permissions
    .filter((p) => p.endsWith(".view") && !permissions.includes(p.replace(/\.view$/, ".manage")))
    .map((p) => LABELS.get(p.split(".")[0]!) ?? p);
  return [manage.length ? `Manage: ${manage.join(", ")}` : "", view.length ? `View: ${view.join(", ")}` : ""]
    .filter(Boolean)
    .join(" · ");
}

/** Ticking manage ticks view (manage implies view); unticking view unticks manage. */
export function toggleLevel(current: readonly Permission[], permission: Permission, on: boolean): Permission[] {
  const [area, level] = permission.split(".") as [string, "view" | "manage"];
  const set = new Set(current);
  if (on) {
    set.add(permission);
    if (level === "manage") set.add(`${area}.view` as Permission);
  } else {
    set.delete(permission);
    if (level === "view") set.delete(`${area}.manage` as Permission);
  }
  return [...set];
}

/** A role's levels as the editor shows them: every manage level with the view level it includes. */
export function withImpliedViews(permissions: readonly string[]): Permission[] {
  const set = new Set(permissions as Permission[]);
  for (const p of permissions) if (p.endsWith(".manage")) set.add(p.replace(/\.manage$/, ".view") as Permission);
  return ALL_PERMISSIONS.filter((p) => set.has(p));
}
