import { Button, Group } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { Link } from "react-router";
import { canChooseSite, SitePicker, useSiteParam } from "../../../components/SitePicker/index.ts";
import { hasPermission, type Session } from "../../../lib/session.ts";
import type { TModule } from "@paydesk/validators";
import { GroupList } from "./GroupList.tsx";
import { GroupsFrame } from "./GroupsFrame.tsx";
import { GroupUploadEntry } from "./GroupUploadEntry.tsx";
import { GROUP_UPLOAD_MODULES, newGroupPath } from "./paths.ts";

/** `…/students-and-groups/groups`: the listed groups (and those shared from above). */
export function GroupsTabPage() {
  return (
    <GroupsFrame tab="groups">
      {(session, module) => <GroupsScreen session={session} module={module} smart={false} />}
    </GroupsFrame>
  );
}

/** `…/students-and-groups/smartgroups`: the smart groups. */
export function SmartGroupsTabPage() {
  return (
    <GroupsFrame tab="smartgroups">{(session, module) => <GroupsScreen session={session} module={module} smart />}</GroupsFrame>
  );
}

function GroupsScreen({ session, module, smart }: { session: Session; module: TModule; smart: boolean }) {
  const [site, setSite] = useSiteParam(session);
  const canManage = hasPermission(session, "uploads.manage");
  return (
    <>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
        {canChooseSite(session) ? (
          <SitePicker label="Site" value={site} onChange={setSite} w={{ base: "100%", sm: 320 }} data-testid="groups-site" />
        ) : (
          <span />
        )}
        {canManage && (
          <Group gap="sm">
            {/* The group CSV upload (upgroups): school and vendor only (docs/product/uploads.md). */}
            {!smart && GROUP_UPLOAD_MODULES.includes(module) && <GroupUploadEntry module={module} />}
            <Button
              component={Link}
              to={`${newGroupPath(module, smart)}?site=${site.id}`}
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              {smart ? "New smart group" : "New group"}
            </Button>
          </Group>
        )}
      </Group>
      <GroupList module={module} siteId={site.id} smart={smart} canManage={canManage} />
    </>
  );
}
