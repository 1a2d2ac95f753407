import { Stack } from "@mantine/core";
import type { TModule } from "@paydesk/validators";
import type { ReactNode } from "react";
import { useParams } from "react-router";
import { MenuGate } from "../../../components/MenuGate/index.ts";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import type { Session } from "../../../lib/session.ts";
import { StudentsAndGroupsLayout } from "../Shell/index.ts";
import { GROUPS_PATH } from "./paths.ts";

interface GroupsFrameProps {
  tab: "groups" | "smartgroups";
  children: (session: Session, module: TModule) => ReactNode;
}

/**
 * Around every group screen: for school and vendor the students-and-groups tabs (and their gate);
 * for control, which has no students screen, a page of its own gated by its menu line.
 */
export function GroupsFrame({ tab, children }: GroupsFrameProps) {
  const { module } = useParams();
  if (module !== "control") {
    return <StudentsAndGroupsLayout tab={tab}>{children}</StudentsAndGroupsLayout>;
  }
  return (
    <MenuGate path={GROUPS_PATH}>
      {(session, current) => (
        <Stack gap="lg" maw={1200}>
          <PageHeader title="Student groups" description="The student groups of any site: pick the site, then its groups." />
          {children(session, current)}
        </Stack>
      )}
    </MenuGate>
  );
}
