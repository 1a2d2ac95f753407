import { Anchor, Button, FileButton, Group, Image, Input, SimpleGrid, Text, UnstyledButton } from "@mantine/core";
import type { AppRouter, inferRouterOutputs } from "@paydesk/api";
import { IMAGE_CONTENT_TYPES, IMAGE_LIBRARY_MESSAGES } from "@paydesk/validators";
import { IconCheck, IconUpload } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { trpc } from "../../trpc.ts";
import { useBuilder } from "../ItemBuilder/Builder/builder-context.ts";
import { useBuilderField } from "../ItemBuilder/Builder/form-context.ts";
import { hasFileApis, postImageForm, prepareImage, UploadRefused, type UploadRefusal } from "./browser-images.ts";

type Uploaded = { image: { image_id: number } };
type LibraryImage = inferRouterOutputs<AppRouter>["images"]["library"]["images"][number];

/**
 * The item builder's image picker over the image library: the company's library images
 * as thumbnails, and an upload that goes to the library the same way as from its own page (the
 * browser's 80x80 crop, the server's checks and plan). Picking the chosen image again clears it.
 */
export function LibraryImagePicker() {
  const { module, companyId } = useBuilder();
  const [chosen, setChosen] = useBuilderField("imageId");
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState<UploadRefusal | null>(null);
  const library = useQuery(trpc.images.library.queryOptions({ module, companyId }));
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const prepared = await prepareImage(file).catch(() => {
        throw new UploadRefused({ message: IMAGE_LIBRARY_MESSAGES.notAnImage, upgradeUrl: null });
      });
      const files: Record<string, Blob> = prepared.thumb ? { image: file, thumb_image: prepared.thumb } : { image: file };
      return postImageForm<Uploaded>(`/${module}/settings/images/uploadjson`, files, IMAGE_LIBRARY_MESSAGES.processingError, { company_id: String(companyId) });
    },
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: trpc.images.library.pathKey() });
      setChosen(answer.image.image_id);
    },
    onError: (error) => setRefusal(error instanceof UploadRefused ? error.refusal : { message: IMAGE_LIBRARY_MESSAGES.processingError, upgradeUrl: null }),
  });
  const images: LibraryImage[] = library.data?.images ?? [];
  const termsMissing = library.data && !library.data.termsAccepted;

  const error = refusal && (
    <>
      {refusal.message}{" "}
      {refusal.upgradeUrl && (
        <Anchor component={Link} to={refusal.upgradeUrl} size="sm">
          Upgrade your image plan
        </Anchor>
      )}
    </>
  );

  return (
    <Input.Wrapper label="Image" error={error}>
      <Group justify="space-between" mb="xs" mt={4}>
        <Text size="sm" c="dimmed">
          {termsMissing ? (
            <>
              Accept the <Anchor component={Link} to={`/${module}/settings/images/terms`}>image terms</Anchor> to upload images.
            </>
          ) : images.length === 0 ? (
            "No images yet: upload one."
          ) : (
            "Pick the image shown with the item."
          )}
        </Text>
        {hasFileApis() ? (
          <FileButton
            onChange={(file) => {
              setRefusal(null);
              if (file) upload.mutate(file);
            }}
            accept={IMAGE_CONTENT_TYPES.join(",")}
          >
            {(props) => (
              <Button {...props} variant="light" size="xs" leftSection={<IconUpload size={14} aria-hidden />} loading={upload.isPending} disabled={termsMissing}>
                Upload image
              </Button>
            )}
          </FileButton>
        ) : (
          <Text size="sm" c="red">
            {IMAGE_LIBRARY_MESSAGES.browserNotSupported}
          </Text>
        )}
      </Group>
      <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs" role="listbox" aria-label="Images">
        {images.map((image) => {
          const selected = chosen === image.imageId;
          return (
            <UnstyledButton
              key={image.imageId}
              role="option"
              aria-selected={selected}
              aria-label={image.fileName}
              onClick={() => setChosen(selected ? null : image.imageId)}
              style={{
                position: "relative",
                borderRadius: 8,
                overflow: "hidden",
                outline: selected ? "3px solid var(--mantine-color-indigo-6)" : "1px solid var(--mantine-color-gray-3)",
              }}
            >
              <Image src={image.thumbUrl} alt="" h={72} fit="cover" loading="lazy" />
              {selected && (
                <IconCheck
                  size={18}
                  aria-hidden
                  style={{ position: "absolute", top: 4, right: 4, color: "white", background: "var(--mantine-color-indigo-6)", borderRadius: 9 }}
                />
              )}
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </Input.Wrapper>
  );
}
