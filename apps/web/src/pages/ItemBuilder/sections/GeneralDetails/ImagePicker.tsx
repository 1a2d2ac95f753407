import { Button, FileButton, Group, Image, Input, SimpleGrid, Text, UnstyledButton } from "@mantine/core";
import { IMAGE_CONTENT_TYPES, IMAGE_MAX_BYTES, IMAGE_MESSAGES, type ImageContentType } from "@paydesk/validators";
import { IconCheck, IconUpload } from "@tabler/icons-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { trpc } from "../../../../trpc.ts";
import { useBuilder } from "../../Builder/builder-context.ts";
import { useBuilderForm } from "../../Builder/form-context.ts";

interface UploadAnswer {
  status: "success" | "error";
  message?: string;
  image?: { id: number };
}

/**
 * The file goes as it is to POST /images/upload: tRPC's JSON body limit (1 MB) is below the 2 MB
 * an image may have. The route runs the same procedure (itemBuilder.uploadImage) as a shim.
 */
async function uploadImage(module: string, companyId: number, file: File): Promise<number> {
  const query = new URLSearchParams({ module, company: String(companyId), name: file.name });
  const response = await fetch(`/images/upload?${query}`, { method: "POST", headers: { "Content-Type": file.type }, body: file });
  const answer = (await response.json().catch(() => ({ status: "error" }))) as UploadAnswer;
  if (!response.ok || !answer.image) throw new Error(answer.message ?? IMAGE_MESSAGES.unreadable);
  return answer.image.id;
}

function isImageType(type: string): type is ImageContentType {
  return (IMAGE_CONTENT_TYPES as readonly string[]).includes(type);
}

/** The company's images as a grid (served at /images/:id); picking one again clears the choice. */
export function ImagePicker() {
  const form = useBuilderForm();
  const { module, companyId, options } = useBuilder();
  const queryClient = useQueryClient();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const chosen = form.getValues().imageId;
  const upload = useMutation({ mutationFn: (file: File) => uploadImage(module, companyId, file) });

  const onFile = async (file: File | null) => {
    if (!file) return;
    setUploadError(null);
    // Checked here too, so a large file is refused before it is read and sent.
    if (!isImageType(file.type)) return setUploadError(IMAGE_MESSAGES.contentType);
    if (file.size > IMAGE_MAX_BYTES) return setUploadError(IMAGE_MESSAGES.tooLarge);
    try {
      const imageId = await upload.mutateAsync(file);
      await queryClient.invalidateQueries({ queryKey: trpc.itemBuilder.options.pathKey() });
      form.setFieldValue("imageId", imageId);
    } catch (error) {
      setUploadError(error instanceof Error ? error.message : IMAGE_MESSAGES.unreadable);
    }
  };

  return (
    <Input.Wrapper label="Image" error={uploadError}>
      <Group justify="space-between" mb="xs" mt={4}>
        <Text size="sm" c="dimmed">
          {options.images.length === 0 ? "No images yet: upload one." : "Pick the image shown with the item."}
        </Text>
        <FileButton onChange={(file) => void onFile(file)} accept={IMAGE_CONTENT_TYPES.join(",")}>
          {(props) => (
            <Button
              {...props}
              variant="light"
              size="xs"
              leftSection={<IconUpload size={14} aria-hidden />}
              loading={upload.isPending}
            >
              Upload image
            </Button>
          )}
        </FileButton>
      </Group>
      <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs" role="listbox" aria-label="Images">
        {options.images.map((image) => {
          const selected = chosen === image.id;
          return (
            <UnstyledButton
              key={image.id}
              role="option"
              aria-selected={selected}
              aria-label={image.name}
              onClick={() => form.setFieldValue("imageId", selected ? null : image.id)}
              style={{
                position: "relative",
                borderRadius: 8,
                overflow: "hidden",
                outline: selected ? "3px solid var(--mantine-color-indigo-6)" : "1px solid var(--mantine-color-gray-3)",
              }}
            >
              <Image src={image.url} alt="" h={72} fit="cover" loading="lazy" />
              {selected && (
                <IconCheck
                  size={18}
                  aria-hidden
                  style={{
                    position: "absolute",
                    top: 4,
                    right: 4,
                    color: "white",
                    background: "var(--mantine-color-indigo-6)",
                    borderRadius: 9,
                  }}
                />
              )}
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </Input.Wrapper>
  );
}
