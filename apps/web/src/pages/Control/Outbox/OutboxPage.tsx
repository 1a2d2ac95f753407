import { Stack, Tabs } from "@mantine/core";
import { IconBrandFacebook, IconMail } from "@tabler/icons-react";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { ChannelOutbox } from "./ChannelOutbox.tsx";
import { MailOutbox } from "./MailOutbox.tsx";

const CHANNELS_TAB = "channels";

/**
 * `/control/operations/outbox` (docs/product/control-area.md): what the platform sent, in two tabs:
 * the mail, and the channel posts the default adapters recorded. The tab lives in the address
 * (`?tab=channels`); each tab keeps its own filters there too, and switching drops them.
 */
export function OutboxPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get("tab") === CHANNELS_TAB ? CHANNELS_TAB : "mail";
  return (
    <Stack gap="lg" maw={1180}>
      <PageHeader title="Outbox" description="Every message and channel post the platform sent, newest first. Open one to read it." />
      {/* Only the shown tab is mounted: the other's filters and texts stay out of the page. */}
      <Tabs
        value={tab}
        keepMounted={false}
        onChange={(value) => setParams(value === CHANNELS_TAB ? { tab: CHANNELS_TAB } : {}, { replace: true })}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="mail" leftSection={<IconMail size={16} aria-hidden />}>
            Mail
          </Tabs.Tab>
          <Tabs.Tab value={CHANNELS_TAB} leftSection={<IconBrandFacebook size={16} aria-hidden />}>
            Channel posts
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="mail">
          <MailOutbox />
        </Tabs.Panel>
        <Tabs.Panel value={CHANNELS_TAB}>
          <ChannelOutbox />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
