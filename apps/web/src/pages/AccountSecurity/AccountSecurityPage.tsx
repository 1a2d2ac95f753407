import { Stack, Tabs } from "@mantine/core";
import type { TModule } from "@paydesk/validators";
import { IconKey, IconLock } from "@tabler/icons-react";
import { useSearchParams } from "react-router";
import { MenuGate } from "../../components/MenuGate/index.ts";
import { PageHeader } from "../../components/PageHeader/index.ts";
import type { Session } from "../../lib/session.ts";
import { ApiKeysPanel } from "./ApiKeysPanel/index.ts";
import { ChangePasswordForm } from "./ChangePasswordForm/index.ts";

type Tab = "password" | "api-keys";

/** `/{module}/account/password`: change your own password; administrators also manage API keys. */
export function AccountSecurityPage() {
  // Every module's menu has the entry, for everyone signed in: the gate only keeps the page and menu in step.
  return (
    <MenuGate path="account/password">{(session, module) => <AccountSecurity session={session} module={module} />}</MenuGate>
  );
}

function AccountSecurity({ session, module }: { session: Session; module: TModule }) {
  const [params, setParams] = useSearchParams();

  // Parents have no internal tools to connect, so no API keys (docs/product/accounts-and-roles.md).
  const withApiKeys = module !== "parent";
  const requested = params.get("tab");
  const tab: Tab = withApiKeys && requested === "api-keys" ? "api-keys" : "password";
  const selectTab = (value: string | null) => {
    // The tab lives in the URL so a reload or a shared link opens the same one.
    setParams(value === "api-keys" ? { tab: value } : {}, { replace: true });
  };

  return (
    <Stack gap="lg" maw={880}>
      <PageHeader title={withApiKeys ? "Password & API keys" : "Password"} description="Keep your account secure." />
      <Tabs value={tab} onChange={selectTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="password" leftSection={<IconLock size={16} aria-hidden />}>
            Change password
          </Tabs.Tab>
          {withApiKeys && (
            <Tabs.Tab value="api-keys" leftSection={<IconKey size={16} aria-hidden />}>
              API keys
            </Tabs.Tab>
          )}
        </Tabs.List>
        <Tabs.Panel value="password" pt="lg">
          <ChangePasswordForm module={module} session={session} />
        </Tabs.Panel>
        {withApiKeys && (
          <Tabs.Panel value="api-keys" pt="lg">
            <ApiKeysPanel />
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}
