// Without zod, so the web app's shell (menu, permission checks) does not load the schema library.

/**
 * Control levels: the permission set roles grant. Each area has a view and a manage level;
 * manage implies view. Stored on roles as strings such as "items.manage". Defined here (not in
 * domain) because the role form and the role schema need the list.
 */
export const PERMISSION_AREAS = [
  { key: "dashboard", label: "Dashboard" },
  { key: "items", label: "Payment items" },
  { key: "coa", label: "Chart of accounts" },
  { key: "uploads", label: "Uploads" },
  { key: "terminal", label: "Virtual terminal" },
  { key: "reports", label: "Reports" },
  { key: "settings", label: "Settings (roles, categories, administrators)" },
  { key: "promote", label: "Promote" },
] as const;

export type PermissionArea = (typeof PERMISSION_AREAS)[number]["key"];
export type PermissionLevel = "view" | "manage";
export type Permission = `${PermissionArea}.${PermissionLevel}`;

export const ALL_PERMISSIONS: readonly Permission[] = PERMISSION_AREAS.flatMap((a) => [
  `${a.key}.view` as Permission,
  `${a.key}.manage` as Permission,
]);
