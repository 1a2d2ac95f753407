import { Button } from "@mantine/core";
import type { TModule } from "@paydesk/validators";
import { IconDownload } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { errorMessage } from "../../../lib/errors.ts";
import { notifyError } from "../../../lib/notify.tsx";
import { trpc } from "../../../trpc.ts";

interface ExportButtonProps {
  module: TModule;
  site: { id: number; name: string };
  payee: { id: number; name: string };
}

/** Long enough for the browser to have started the download before its object URL is released. */
const REVOKE_DELAY_MS = 10_000;

function fileNameFor(payeeName: string): string {
  const slug = payeeName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `chart-of-accounts${slug ? `-${slug}` : ""}.csv`;
}

/** Hands text to the browser as a file download. */
function saveFile(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_DELAY_MS);
}

/** Downloads the payee's chart of accounts as the site sees it (primary and sub accounts) as the server's CSV. */
export function ExportButton({ module, site, payee }: ExportButtonProps) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      // Always the current accounts, never a cached file.
      const csv = await queryClient.fetchQuery({
        ...trpc.coa.export.queryOptions({ module, companyId: site.id, payeeId: payee.id }),
        staleTime: 0,
        gcTime: 0,
      });
      saveFile(csv, fileNameFor(payee.name), "text/csv;charset=utf-8");
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} loading={busy} onClick={() => void download()}>
      Export CSV
    </Button>
  );
}
