import { Tabs } from "@mantine/core";
import type { TModule } from "@paydesk/validators";
import { useLocation, useNavigate } from "react-router";
import { modulePath } from "../../../navigation/paths.ts";
import { KIND_PATHS, type CoaKind } from "../types.ts";

const TABS: readonly { kind: CoaKind; label: string }[] = [
  { kind: "PRIMARY", label: "Primary accounts" },
  { kind: "SUB", label: "Sub accounts" },
];

/**
 * Primary and sub accounts are two screens (docs/product/chart-of-accounts.md) reached through
 * these tabs; the chosen site goes along.
 */
export function KindTabs({ module, kind }: { module: TModule; kind: CoaKind }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  return (
    <Tabs
      value={kind}
      onChange={(value) => {
        const next = TABS.find((t) => t.kind === value);
        if (next && next.kind !== kind) void navigate(modulePath(module, KIND_PATHS[next.kind]) + search);
      }}
    >
      <Tabs.List aria-label="Kind of account">
        {TABS.map((tab) => (
          <Tabs.Tab key={tab.kind} value={tab.kind}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
