import { Alert, Button, Card, FileButton, Group, Image, Radio, SimpleGrid, Stack, Text } from "@mantine/core";
import { LOGO_MAX } from "@paydesk/domain";
import { IMAGE_CONTENT_TYPES, IMAGE_LIBRARY_MESSAGES, type TModule, type TSkinKey } from "@paydesk/validators";
import { IconUpload } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { MenuGate } from "../../components/MenuGate/index.ts";
import { PageHeader } from "../../components/PageHeader/index.ts";
import { QueryStates } from "../../components/QueryStates/index.ts";
import { errorMessage } from "../../lib/errors.ts";
import { notifyError, notifySuccess } from "../../lib/notify.tsx";
import { hasPermission, type Session } from "../../lib/session.ts";
import { trpc } from "../../trpc.ts";
import { hasFileApis, postImageForm, prepareImage, UploadRefused, type PreparedImage } from "../Images/browser-images.ts";
import { SkinThumbnail } from "./SkinThumbnail.tsx";

/** `/{module}/promote/skins`: the pay pages' skin (thumbnail selection) and logo (at most 73 high by 300 wide). */
export function SkinsPage() {
  return <MenuGate path="promote/skins">{(session, module) => <Skins module={module} session={session} />}</MenuGate>;
}

function Skins({ module, session }: { module: TModule; session: Session }) {
  const queryClient = useQueryClient();
  const choice = useQuery(trpc.skins.get.queryOptions({ module }));
  const mayManage = hasPermission(session, "promote.manage");
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.skins.get.pathKey() });
  const save = useMutation(
    trpc.skins.save.mutationOptions({
      onSuccess: async (result) => {
        notifySuccess(result.message);
        await refresh();
      },
      onError: (error) => notifyError(errorMessage(error)),
    }),
  );
  const removeLogo = useMutation(trpc.skins.removeLogo.mutationOptions({ onSuccess: refresh, onError: (error) => notifyError(errorMessage(error)) }));

  return (
    <Stack gap="lg" maw={960}>
      <PageHeader title="Logo and skins" description="What your pay pages look like to the families who pay." />
      <QueryStates query={choice} rows={4}>
        {(data) => (
          <>
            <Card withBorder padding="lg">
              <Radio.Group
                label="Skin"
                description="Pick a thumbnail: your pay pages wear it at once."
                value={data.skin}
                onChange={(skin) => mayManage && save.mutate({ module, skin: skin as TSkinKey })}
              >
                <SimpleGrid cols={{ base: 2, sm: 3 }} mt="sm">
                  {data.skins.map((skin) => (
                    <Radio.Card key={skin.key} value={skin.key} p="sm" radius="md" disabled={!mayManage} aria-label={skin.label}>
                      <Group wrap="nowrap">
                        <Radio.Indicator />
                        <SkinThumbnail skin={skin} />
                        <Text size="sm">{skin.label}</Text>
                      </Group>
                    </Radio.Card>
                  ))}
                </SimpleGrid>
              </Radio.Group>
            </Card>
            <Card withBorder padding="lg">
              <Stack gap="sm">
                <Text fw={600}>Logo</Text>
                {data.logoUrl ? (
                  <Group>
                    <Image src={data.logoUrl} alt="Your logo" w={data.logo?.width} h={data.logo?.height} data-testid="current-logo" />
                    {mayManage && (
                      <Button variant="subtle" color="red" size="xs" onClick={() => removeLogo.mutate({ module })}>
                        Remove logo
                      </Button>
                    )}
                  </Group>
                ) : (
                  <Text size="sm" c="dimmed">
                    No logo yet.
                  </Text>
                )}
                {mayManage && <LogoUploader module={module} onSaved={refresh} />}
              </Stack>
            </Card>
          </>
        )}
      </QueryStates>
    </Stack>
  );
}

function LogoUploader({ module, onSaved }: { module: TModule; onSaved: () => Promise<void> }) {
  const [prepared, setPrepared] = useState<PreparedImage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (image: PreparedImage) => postImageForm(`/${module}/promote/skins/logo`, { logo: image.file }, IMAGE_LIBRARY_MESSAGES.processingError),
    onSuccess: async () => {
      setPrepared(null);
      notifySuccess(IMAGE_LIBRARY_MESSAGES.skinSaved);
      await onSaved();
    },
    onError: (failure) => setError(failure instanceof UploadRefused ? failure.message : IMAGE_LIBRARY_MESSAGES.processingError),
  });
  if (!hasFileApis()) return <Alert color="red">{IMAGE_LIBRARY_MESSAGES.browserNotSupported}</Alert>;
  const choose = async (file: File | null) => {
    setError(null);
    if (!file) return;
    try {
      setPrepared(await prepareImage(file, { max: LOGO_MAX, withThumb: false }));
    } catch {
      setError(IMAGE_LIBRARY_MESSAGES.notAnImage);
    }
  };
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        Shown at most {LOGO_MAX.height} pixels high by {LOGO_MAX.width} wide; larger pictures are scaled down.
      </Text>
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <Group>
        <FileButton onChange={(file) => void choose(file)} accept={IMAGE_CONTENT_TYPES.join(",")}>
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconUpload size={16} aria-hidden />}>
              Choose logo
            </Button>
          )}
        </FileButton>
        {prepared && (
          <>
            <Image src={prepared.preview} alt="Logo preview" maw={LOGO_MAX.width} mah={LOGO_MAX.height} fit="contain" />
            <Button onClick={() => upload.mutate(prepared)} loading={upload.isPending}>
              Save logo
            </Button>
          </>
        )}
      </Group>
    </Stack>
  );
}
