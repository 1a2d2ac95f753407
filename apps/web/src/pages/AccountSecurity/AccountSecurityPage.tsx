import { Stack, Tabs, Text, Title } from "@mantine/core";
import type { TModule } from "@paydesk/validators";
import { IconKey, IconLock } from "@tabler/icons-react";
import { useParams, useSearchParams } from "react-router";
import { useSession } from "../../lib/session.ts";
import { ApiKeysPanel } from "./ApiKeysPanel/index.ts";
import { ChangePasswordForm } from "./ChangePasswordForm/index.ts";

type Tab = "password" | "api-keys";

/** `/{module}/account/password`: change your own password; administrators also manage API keys. */
export function AccountSecurityPage() {
  const { data: session } = useSession();
  const module = useParams().module as TModule;
  const [params, setParams] = useSearchParams();
  if (!session) return null;

  // Parents have no internal tools to connect, so no API keys (spec: tabs for administrators).
  const withApiKeys = module !== "parent";
  const requested = params.get("tab");
  const tab: Tab = withApiKeys && requested === "api-keys" ? "api-keys" : "password";
  const selectTab = (value: string | null) => {
    // The tab lives in the URL so a reload or a shared link opens the same one.
    setParams(value === "api-keys" ? { tab: value } : {}, { replace: true });
  };

  return (
    <Stack gap="lg" maw={880}>
      <div>
        <Title order={1} fz={28}>
          {withApiKeys ? "Password & API keys" : "Password"}
        </Title>
        <Text c="dimmed">Keep your account secure.</Text>
      </div>
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
