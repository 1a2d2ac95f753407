import type { TModule } from "@paydesk/validators";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { QueryStates } from "../../../components/QueryStates/index.ts";
import { useSiteParam } from "../../../components/SitePicker/index.ts";
import { hasPermission, type Session } from "../../../lib/session.ts";
import { trpc } from "../../../trpc.ts";
import { GroupForm, type GroupFormStart } from "./GroupForm.tsx";
import { GroupsFrame } from "./GroupsFrame.tsx";

const NO_RULES = { grades: [], schoolIds: [], students: [] };

/** `…/groups/new` (listed) and `…/smartgroups/new` (smart): a new group of the chosen site (`?site=`). */
export function NewGroupPage({ smart }: { smart: boolean }) {
  return (
    <GroupsFrame tab={smart ? "smartgroups" : "groups"}>
      {(session, module) => <NewGroup session={session} module={module} smart={smart} />}
    </GroupsFrame>
  );
}

function NewGroup({ session, module, smart }: { session: Session; module: TModule; smart: boolean }) {
  const [site] = useSiteParam(session);
  const start: GroupFormStart = {
    isSmart: smart,
    owner: site,
    name: "",
    isShared: false,
    listed: [],
    rules: NO_RULES,
    editable: true,
  };
  return <GroupForm module={module} start={start} canManage={hasPermission(session, "uploads.manage")} />;
}

/** `…/groups/{groupId}`: one group, listed or smart, to edit (or to look at when shared from above). */
export function EditGroupPage() {
  const { groupId } = useParams();
  return (
    <GroupsFrame tab="groups">
      {(session, module) => <EditGroup session={session} module={module} groupId={Number(groupId)} />}
    </GroupsFrame>
  );
}

function EditGroup({ session, module, groupId }: { session: Session; module: TModule; groupId: number }) {
  const detail = useQuery({ ...trpc.groups.get.queryOptions({ module, groupId }), retry: false });
  return (
    <QueryStates query={detail}>
      {(group) => (
        <GroupForm
          key={group.id}
          module={module}
          canManage={hasPermission(session, "uploads.manage")}
          start={{
            groupId: group.id,
            isSmart: group.isSmart,
            owner: { id: group.companyId, name: group.companyName },
            name: group.name,
            isShared: group.isShared,
            listed: group.listedStudents,
            rules: { grades: group.rules.grades, schoolIds: group.rules.schoolIds, students: group.ruleStudents },
            editable: group.editable,
          }}
        />
      )}
    </QueryStates>
  );
}
