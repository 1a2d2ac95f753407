import { z } from "zod";
import { ALL_PERMISSIONS, type Permission } from "./permission-list.ts";

export {
  ALL_PERMISSIONS,
  PERMISSION_AREAS,
  type Permission,
  type PermissionArea,
  type PermissionLevel,
} from "./permission-list.ts";

export const ZPermission = z.enum(ALL_PERMISSIONS as [Permission, ...Permission[]]);
