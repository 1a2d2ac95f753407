import { Button, Group, NativeSelect, Paper, Stack, Text, ThemeIcon } from "@mantine/core";
import type { TModule } from "@paydesk/validators";
import { IconBrandFacebook, IconPlugConnected } from "@tabler/icons-react";
import { Link } from "react-router";
import { MenuGate } from "../../../components/MenuGate/index.ts";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { QueryStates } from "../../../components/QueryStates/index.ts";
import { Composer, useConnections } from "../Composer/index.ts";
import { PROMOTION_ROUTES, promotionPath } from "../paths.ts";

/** `/school/promote/facebook/compose`: a post on one of the company's connected pages. */
export function FacebookComposePage() {
  return <MenuGate path={PROMOTION_ROUTES.facebook}>{(_session, module) => <FacebookCompose module={module} />}</MenuGate>;
}

function FacebookCompose({ module }: { module: TModule }) {
  const connections = useConnections(module);
  return (
    <Stack gap="lg" maw={760}>
      <PageHeader
        title="Facebook post"
        description="Post an item's pay link on your Facebook page, now or at a time you choose."
        actions={
          <Button component={Link} to={promotionPath(module, "facebookConnect")} variant="default" leftSection={<IconPlugConnected size={16} aria-hidden />}>
            Connect a page
          </Button>
        }
      />
      <QueryStates query={connections} rows={4}>
        {({ facebook }) =>
          facebook.connected && facebook.pages.length > 0 ? (
            <Composer
              module={module}
              channel="facebook"
              formLabel="Facebook post"
              submitLabel="Post"
              initialValues={{ pageId: facebook.pages.length === 1 ? String(facebook.pages[0]!.pageId) : null }}
              channelFields={(form) => (
                <NativeSelect
                  label="Page"
                  withAsterisk
                  data={[
                    { value: "", label: "Choose a page" },
                    ...facebook.pages.map((page) => ({ value: String(page.pageId), label: page.name })),
                  ]}
                  value={form.getValues().pageId ?? ""}
                  onChange={(event) => form.setFieldValue("pageId", event.currentTarget.value || null)}
                  error={form.errors.pageId}
                />
              )}
            />
          ) : (
            <NotConnected module={module} />
          )
        }
      </QueryStates>
    </Stack>
  );
}

/**
 * The first step until a page is connected (`facebook/confirm`,
 * docs/product/dashboard-images-promotions.md).
 */
function NotConnected({ module }: { module: TModule }) {
  return (
    <Paper p="xl" radius="lg" data-testid="facebook-not-connected">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light">
          <IconBrandFacebook size={26} aria-hidden />
        </ThemeIcon>
        <Text fw={600}>No Facebook page is connected yet</Text>
        <Text size="sm" c="dimmed" maw={460}>
          Connect the pages you manage once; then you can post on them from here.
        </Text>
        <Group>
          <Button component={Link} to={promotionPath(module, "facebookConnect")}>
            Connect a Facebook page
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
