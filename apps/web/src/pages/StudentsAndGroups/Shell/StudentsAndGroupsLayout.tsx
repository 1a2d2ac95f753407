import { Stack, Tabs } from "@mantine/core";
import type { TModule } from "@paydesk/validators";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";
import { MenuGate } from "../../../components/MenuGate/index.ts";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import type { Session } from "../../../lib/session.ts";
import { modulePath } from "../../../navigation/paths.ts";
import { STUDENTS_AND_GROUPS_PATH, STUDENTS_AND_GROUPS_TABS, type StudentsAndGroupsTab } from "./tabs.ts";

interface StudentsAndGroupsLayoutProps {
  tab: StudentsAndGroupsTab;
  children: (session: Session, module: TModule) => ReactNode;
}

/**
 * The students-and-groups screen around one tab: its gate (the menu entry's uploads.view), the
 * heading and the tabs. Every tab's page renders inside it, the upload tab's too.
 */
export function StudentsAndGroupsLayout({ tab, children }: StudentsAndGroupsLayoutProps) {
  return (
    <MenuGate path={STUDENTS_AND_GROUPS_PATH}>
      {(session, module) => (
        <Stack gap="lg" maw={1200}>
          <PageHeader
            title="Students and groups"
            description="The students and staff of your schools, their groups, and the student upload."
          />
          <StudentsAndGroupsTabs module={module} tab={tab} />
          {children(session, module)}
        </Stack>
      )}
    </MenuGate>
  );
}

function StudentsAndGroupsTabs({ module, tab }: { module: TModule; tab: StudentsAndGroupsTab }) {
  const navigate = useNavigate();
  return (
    <Tabs
      value={tab}
      onChange={(value) => {
        const next = STUDENTS_AND_GROUPS_TABS.find((t) => t.value === value);
        if (next && next.value !== tab) void navigate(modulePath(module, next.path));
      }}
    >
      <Tabs.List aria-label="Students and groups">
        {STUDENTS_AND_GROUPS_TABS.map((t) => (
          <Tabs.Tab key={t.value} value={t.value}>
            {t.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
