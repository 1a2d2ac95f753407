import { ALL_PERMISSIONS, type Permission } from "@paydesk/validators";

export {
  ALL_PERMISSIONS,
  PERMISSION_AREAS,
  type Permission,
  type PermissionArea,
  type PermissionLevel,
} from "@paydesk/validators";

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
