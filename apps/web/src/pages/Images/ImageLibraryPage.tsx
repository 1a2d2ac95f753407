import { Alert, Anchor, Badge, Button, Card, FileButton, Group, Image, List, Modal, SimpleGrid, Stack, Text } from "@mantine/core";
import type { AppRouter, inferRouterOutputs } from "@paydesk/api";
import { IMAGE_CONTENT_TYPES, IMAGE_LIBRARY_MESSAGES, imagePlanUpgradePath, type TModule } from "@paydesk/validators";
import { IconTrash, IconUpload } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { MenuGate } from "../../components/MenuGate/index.ts";
import { PageHeader } from "../../components/PageHeader/index.ts";
import { QueryStates } from "../../components/QueryStates/index.ts";
import { notifySuccess } from "../../lib/notify.tsx";
import { hasPermission, type Session } from "../../lib/session.ts";
import { trpc } from "../../trpc.ts";
import { hasFileApis, postImageForm, prepareImage, UploadRefused, type PreparedImage, type UploadRefusal } from "./browser-images.ts";

type Library = inferRouterOutputs<AppRouter>["images"]["library"];
type LibraryImage = Library["images"][number];
type Refusal = Extract<inferRouterOutputs<AppRouter>["images"]["remove"], { outcome: "refused" }>;

/** `/{module}/settings/images`: the company's pictures, its plan, uploads and removals. */
export function ImageLibraryPage() {
  return <MenuGate path="settings/images">{(session, module) => <ImageLibrary module={module} session={session} />}</MenuGate>;
}

function ImageLibrary({ module, session }: { module: TModule; session: Session }) {
  const library = useQuery(trpc.images.library.queryOptions({ module }));
  const mayManage = hasPermission(session, "settings.manage");
  if (!hasFileApis()) {
    return (
      <Alert color="red" title="Image library">
        {IMAGE_LIBRARY_MESSAGES.browserNotSupported}
      </Alert>
    );
  }
  return (
    <Stack gap="lg" maw={1000}>
      <PageHeader title="Image library" description="Pictures your items can show. Each upload is checked and resized on the server." />
      <QueryStates query={library} rows={6}>
        {(data) => (
          <>
            <PlanStatus module={module} library={data} />
            {mayManage && !data.termsAccepted && (
              <Alert color="yellow" title="Image terms">
                Accept the image terms before uploading images. <Anchor component={Link} to={`/${module}/settings/images/terms`}>Read and accept the terms</Anchor>
              </Alert>
            )}
            {mayManage && data.termsAccepted && <Uploader module={module} />}
            <ImageGrid module={module} images={data.images} mayRemove={mayManage} />
          </>
        )}
      </QueryStates>
    </Stack>
  );
}

function UpgradeLink({ module, children }: { module: TModule; children?: string }) {
  const path = imagePlanUpgradePath(module);
  if (!path) return null;
  return (
    <Anchor component={Link} to={path}>
      {children ?? "Upgrade your image plan"}
    </Anchor>
  );
}

function PlanStatus({ module, library }: { module: TModule; library: Library }) {
  return (
    <Group gap="sm" data-testid="image-plan">
      <Badge variant="light" size="lg">
        {library.planLabel} plan
      </Badge>
      <Text size="sm">{library.limit === null ? `${library.count} images, no limit` : `${library.count} of ${library.limit} images`}</Text>
      {library.limit !== null && <UpgradeLink module={module} />}
    </Group>
  );
}

function Uploader({ module }: { module: TModule }) {
  const queryClient = useQueryClient();
  const [prepared, setPrepared] = useState<PreparedImage | null>(null);
  const [refusal, setRefusal] = useState<UploadRefusal | null>(null);
  const upload = useMutation({
    mutationFn: (image: PreparedImage) =>
      postImageForm(`/${module}/settings/images/uploadjson`, { image: image.file, ...(image.thumb ? { thumb_image: image.thumb } : {}) }, IMAGE_LIBRARY_MESSAGES.processingError),
    onSuccess: async () => {
      setPrepared(null);
      notifySuccess("The image was added to your library.");
      await queryClient.invalidateQueries({ queryKey: trpc.images.library.pathKey() });
    },
    onError: (error) => setRefusal(error instanceof UploadRefused ? error.refusal : { message: IMAGE_LIBRARY_MESSAGES.processingError, upgradeUrl: null }),
  });

  const choose = async (file: File | null) => {
    setRefusal(null);
    if (!file) return;
    try {
      setPrepared(await prepareImage(file));
    } catch {
      setPrepared(null);
      setRefusal({ message: IMAGE_LIBRARY_MESSAGES.notAnImage, upgradeUrl: null });
    }
  };

  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={600}>Add an image</Text>
          <FileButton onChange={(file) => void choose(file)} accept={IMAGE_CONTENT_TYPES.join(",")}>
            {(props) => (
              <Button {...props} variant="light" leftSection={<IconUpload size={16} aria-hidden />}>
                Choose image
              </Button>
            )}
          </FileButton>
        </Group>
        {refusal && (
          <Alert color="red" role="alert">
            {refusal.message} {refusal.upgradeUrl && <UpgradeLink module={module} />}
          </Alert>
        )}
        {prepared && (
          <Group align="flex-start" gap="lg">
            <Stack gap={4}>
              <Text size="sm" c="dimmed">
                Preview
              </Text>
              <Image src={prepared.preview} alt={`Preview of ${prepared.file.name}`} maw={600} mah={450} fit="contain" data-testid="image-preview" />
            </Stack>
            <Stack gap="xs">
              <Text size="sm">
                {prepared.file.name} · {prepared.size.width} × {prepared.size.height}
              </Text>
              <Button onClick={() => upload.mutate(prepared)} loading={upload.isPending}>
                Save to library
              </Button>
            </Stack>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * Removals are sent one after another, never side by side
 * (docs/product/dashboard-images-promotions.md): clicks join a queue kept by the page; the server
 * queues each removal in turn too.
 */
function ImageGrid({ module, images, mayRemove }: { module: TModule; images: LibraryImage[]; mayRemove: boolean }) {
  const queryClient = useQueryClient();
  const queue = useRef<Promise<void>>(Promise.resolve());
  const [refused, setRefused] = useState<Refusal | null>(null);
  const [failed, setFailed] = useState(false);
  const remove = useMutation(trpc.images.remove.mutationOptions());

  const enqueue = (imageId: number, force: boolean) => {
    queue.current = queue.current.then(async () => {
      try {
        const answer = await remove.mutateAsync({ module, imageId, force });
        if (answer.outcome === "refused") setRefused(answer);
        else notifySuccess("The image was removed.");
      } catch {
        setFailed(true);
      } finally {
        await queryClient.invalidateQueries({ queryKey: trpc.images.library.pathKey() });
      }
    });
  };

  return (
    <>
      {failed && (
        <Alert color="red" role="alert">
          {IMAGE_LIBRARY_MESSAGES.processingError}
        </Alert>
      )}
      {images.length === 0 ? (
        <Text c="dimmed">No images yet.</Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 4, md: 5 }} spacing="md" role="list" aria-label="Images">
          {images.map((image) => (
            <Card key={image.imageId} withBorder padding="xs" role="listitem" aria-label={image.fileName}>
              <Stack gap={4} align="center">
                <Anchor href={image.fullUrl} target="_blank" rel="noreferrer" aria-label={`Open ${image.fileName} full size`}>
                  <Image src={image.thumbUrl} alt="" w={80} h={80} radius="sm" />
                </Anchor>
                <Text size="xs" fw={600} lineClamp={1} title={image.fileName}>
                  {image.fileName}
                </Text>
                <Text size="xs" c="dimmed">
                  {image.width} × {image.height} · {kilobytes(image.size)}
                </Text>
                {mayRemove && (
                  <Button size="compact-xs" variant="subtle" color="red" leftSection={<IconTrash size={12} aria-hidden />} aria-label={`Remove ${image.fileName}`} onClick={() => enqueue(image.imageId, false)}>
                    Remove
                  </Button>
                )}
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <Modal opened={refused !== null} onClose={() => setRefused(null)} title="This image is in use">
        {refused && (
          <Stack gap="sm">
            <Text size="sm">{refused.message}</Text>
            <List size="sm" aria-label="Items using the image">
              {refused.matchingItems.map((item) => (
                <List.Item key={item.itemId}>
                  {item.title} ({item.itemCode})
                </List.Item>
              ))}
            </List>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setRefused(null)}>
                Keep the image
              </Button>
              <Button
                color="red"
                onClick={() => {
                  enqueue(refused.imageId, true);
                  setRefused(null);
                }}
              >
                Force delete
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
