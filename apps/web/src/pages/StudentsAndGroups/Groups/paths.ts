import type { TModule } from "@paydesk/validators";
import { modulePath } from "../../../navigation/paths.ts";

/** The group screens' menu entry (navigation/menu.ts STUDENT_GROUPS), which gates all of them. */
export const GROUPS_PATH = "settings/students-and-groups/groups";
export const SMART_GROUPS_PATH = "settings/students-and-groups/smartgroups";

export const groupListPath = (module: TModule, smart: boolean) => modulePath(module, smart ? SMART_GROUPS_PATH : GROUPS_PATH);
export const newGroupPath = (module: TModule, smart: boolean) => `${groupListPath(module, smart)}/new`;
export const groupPath = (module: TModule, groupId: number) => modulePath(module, `${GROUPS_PATH}/${groupId}`);

/**
 * The multi-group upload exists only for school and vendor (docs/product/uploads.md; the server says
 * so too).
 */
export const GROUP_UPLOAD_MODULES: readonly TModule[] = ["school", "vendor"];
