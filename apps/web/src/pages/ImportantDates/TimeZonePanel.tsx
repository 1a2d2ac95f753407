import { Button, Group, Paper, Select, Stack, Text, Title } from "@mantine/core";
import type { TModule } from "@paydesk/validators";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { mapServerError } from "../../components/ServerErrors/index.ts";
import type { Site } from "../../components/SitePicker/index.ts";
import { notifyError, notifySuccess } from "../../lib/notify.tsx";
import { sessionQueryOptions } from "../../lib/session.ts";
import { trpc } from "../../trpc.ts";

/** "" in the pick: the site sets no zone of its own and takes the one above. */
const INHERIT = "";

/** Every IANA zone the browser knows; the server checks the pick against the same names. */
const ZONE_OPTIONS = Intl.supportedValuesOf("timeZone").map((zone) => ({ value: zone, label: zone.replace(/_/g, " ") }));

/**
 * The site's time zone (docs/product/reports-and-time-zones.md): every date its people read, and
 * the days its reports count, are in it. A school takes its district's unless it sets one.
 */
export function TimeZonePanel({ module, site, canManage }: { module: TModule; site: Site; canManage: boolean }) {
  const queryClient = useQueryClient();
  const setting = useQuery(trpc.dates.timeZone.queryOptions({ module, companyId: site.id }));
  // The pick starts from the saved zone; a new site or a save starts it again (the form's key).
  const [picked, setPick] = useState<{ key: string; zone: string } | null>(null);
  const savedKey = `${site.id}:${setting.data?.own ?? INHERIT}`;
  const pick = picked?.key === savedKey ? picked.zone : (setting.data?.own ?? INHERIT);
  const [error, setError] = useState<string | null>(null);

  const save = useMutation(
    trpc.dates.setTimeZone.mutationOptions({
      onSuccess: (result) => {
        notifySuccess(result.message);
        setError(null);
        void queryClient.invalidateQueries({ queryKey: trpc.dates.timeZone.pathKey() });
        // The session carries the zone every screen formats dates in.
        void queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey });
      },
      onError: (e: unknown) => {
        const { fieldErrors, message } = mapServerError(e, { fields: ["timeZone"] });
        if (fieldErrors.timeZone) setError(fieldErrors.timeZone);
        else notifyError(message);
      },
    }),
  );

  const inheritLabel = setting.data && !setting.data.own ? `Same as the company above (${setting.data.timeZone.replace(/_/g, " ")})` : "Same as the company above";
  return (
    <Paper p="md" radius="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Time zone
        </Title>
        <Text size="sm" c="dimmed">
          Dates and times on screens, receipts and exports, and the days reports count, are in this time zone.
        </Text>
        {canManage ? (
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              save.mutate({ module, companyId: site.id, timeZone: pick || null });
            }}
          >
            <Group align="flex-end" gap="md">
              <Select
                label="Time zone"
                searchable
                allowDeselect={false}
                data={[{ value: INHERIT, label: inheritLabel }, ...ZONE_OPTIONS]}
                value={pick}
                onChange={(value) => {
                  setPick({ key: savedKey, zone: value ?? INHERIT });
                  setError(null);
                }}
                error={error}
                disabled={!setting.data}
                w={{ base: "100%", sm: 400 }}
                data-testid="time-zone-select"
              />
              <Button type="submit" loading={save.isPending} disabled={!setting.data}>
                Save time zone
              </Button>
            </Group>
          </form>
        ) : (
          <Text size="sm" data-testid="time-zone-value">
            {setting.data ? setting.data.timeZone.replace(/_/g, " ") : "…"}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
