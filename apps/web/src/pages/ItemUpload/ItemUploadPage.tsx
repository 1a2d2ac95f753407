import { Anchor, Stack } from "@mantine/core";
import { ITEM_UPLOAD_MESSAGES, type TModule } from "@paydesk/validators";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { MenuGate } from "../../components/MenuGate/index.ts";
import { PageHeader } from "../../components/PageHeader/index.ts";
import { UploadWizard } from "../../components/Upload/index.ts";
import { modulePath } from "../../navigation/paths.ts";
import { trpc } from "../../trpc.ts";
import { columnsFor, ITEM_HEADER_WORDS, startOf, type ItemUploadMode, type ItemUploadSource } from "./item-upload-options.ts";
import { HARD_PURGE_QUESTION, PurgeChoice, type PurgeMode } from "./PurgeChoice.tsx";
import { SourceChoice } from "./SourceChoice.tsx";

/**
 * The item upload's failure messages (docs/product/uploads.md), step by step (a refusal with the
 * server's own words keeps them).
 */
const ITEM_UPLOAD_FAILURES = {
  start: ITEM_UPLOAD_MESSAGES.uploadFileFailed,
  send: ITEM_UPLOAD_MESSAGES.uploadItemFileFailed,
  process: ITEM_UPLOAD_MESSAGES.createItemsFailed,
  removeRow: ITEM_UPLOAD_MESSAGES.removeItemFailed,
};

const PATHS = {
  create: "settings/items/upload-items",
  update: "settings/items/update-items",
  confirm: "settings/items/confirm-item-upload/:key",
} as const;

const TEXT: Record<ItemUploadMode, { title: string; description: string }> = {
  create: {
    title: "Upload items",
    description: "A CSV file of new items: each row copies the chosen item's settings (or goes into a catalog as a draft), its own cells on top.",
  },
  update: {
    title: "Update items",
    description: "A CSV file of changes to existing items: each row names an item by its code (Item ID); empty cells keep what is there.",
  },
};

/** `/school/settings/items/upload-items` (docs/product/uploads.md): new items from a CSV file. */
export function UploadItemsPage() {
  return <ItemUploadGate mode="create" />;
}

/** `/school/settings/items/update-items`: changes to existing items by code. */
export function UpdateItemsPage() {
  return <ItemUploadGate mode="update" />;
}

/** `/school/settings/items/confirm-item-upload/{key}`: a staged upload reopened at its rows. */
export function ConfirmItemUploadPage() {
  return <ItemUploadGate mode="confirm" />;
}

function ItemUploadGate({ mode }: { mode: keyof typeof PATHS }) {
  return (
    <MenuGate path={PATHS[mode]}>
      {(_session, module) => <ItemUploadScreen module={module} mode={mode === "update" ? "update" : "create"} reopen={mode === "confirm"} />}
    </MenuGate>
  );
}

function ItemUploadScreen({ module, mode, reopen }: { module: TModule; mode: ItemUploadMode; reopen: boolean }) {
  const queryClient = useQueryClient();
  const { key } = useParams();
  const [source, setSource] = useState<ItemUploadSource>({ kind: mode === "create" ? "item" : "none" });
  const [purgeMode, setPurgeMode] = useState<PurgeMode>(0);
  const start = startOf(mode, source);
  const text = TEXT[mode];
  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader title={reopen ? "Confirm item upload" : text.title} description={text.description} />
      <UploadWizard
        module={module}
        kind="items"
        columns={columnsFor(mode)}
        headerWords={ITEM_HEADER_WORDS}
        startOptions={start.options}
        startBlocked={start.blocked}
        startChoices={<SourceChoice module={module} withItem={mode === "create"} source={source} onSource={setSource} />}
        processOptions={{ purgeMode, confirm: purgeMode === 2 }}
        processChoices={<PurgeChoice value={purgeMode} onChange={setPurgeMode} />}
        confirmProcess={purgeMode === 2 ? HARD_PURGE_QUESTION : null}
        initialKey={reopen ? key : undefined}
        failureMessages={ITEM_UPLOAD_FAILURES}
        onFinished={() => void queryClient.invalidateQueries({ queryKey: trpc.items.list.queryKey() })}
        summaryExtra={
          <Anchor component={Link} to={modulePath(module, "payments/individual-items")}>
            See the items
          </Anchor>
        }
      />
    </Stack>
  );
}
