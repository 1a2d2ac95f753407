/**
 * Control levels: the permission set roles grant. Each area has a view and a manage level;
 * manage implies view. Stored on roles as strings such as "items.manage".
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

export function isPermission(value: string): value is Permission {
  return (ALL_PERMISSIONS as readonly string[]).includes(value);
}

/** The effective set: known permissions only, with every manage level adding its view level. */
export function expandPermissions(granted: Iterable<string>): Set<Permission> {
  const result = new Set<Permission>();
  for (const value of granted) {
    if (!isPermission(value)) continue;
    result.add(value);
    if (value.endsWith(".manage")) result.add(value.replace(/\.manage$/, ".view") as Permission);
  }
  return result;
}

/** The four built-in roles (ids 1-4), listed first and highlighted in the role list. */
export const BUILT_IN_ROLES = [
  { id: 1, name: "Master Administrator", permissions: [...ALL_PERMISSIONS] },
  {
    id: 2,
    name: "Administrator",
    permissions: [
      "dashboard.manage",
      "items.manage",
      "coa.manage",
      "uploads.manage",
      "terminal.manage",
      "reports.manage",
      "promote.manage",
    ] as Permission[],
  },
  {
    id: 3,
    name: "Office Staff",
    permissions: ["dashboard.view", "items.manage", "terminal.manage", "reports.view"] as Permission[],
  },
  {
    id: 4,
    name: "Read Only",
    permissions: ["dashboard.view", "items.view", "coa.view", "reports.view"] as Permission[],
  },
] as const;

export const BUILT_IN_ROLE_IDS: readonly number[] = BUILT_IN_ROLES.map((r) => r.id);
export function isBuiltInRoleId(id: number): boolean {
  return BUILT_IN_ROLE_IDS.includes(id);
}
