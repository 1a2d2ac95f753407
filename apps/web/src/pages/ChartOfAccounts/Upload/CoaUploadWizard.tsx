import { Anchor } from "@mantine/core";
import { COA_ACCOUNT_MESSAGES, COA_UPLOAD_COLUMNS, COA_UPLOAD_HEADER_WORDS, type TModule } from "@paydesk/validators";
import { useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { UploadWizard } from "../../../components/Upload/index.ts";
import { trpc } from "../../../trpc.ts";
import { KIND_PATHS, type CoaKind, type Payee } from "../types.ts";

interface CoaUploadWizardProps {
  module: TModule;
  /** The site whose payee's chart the file fills. */
  siteId: number;
  payee: Payee | null;
  kind: CoaKind;
  /** The payee select, shown on the wizard's first step. */
  payeeChoice?: ReactNode;
  initialKey?: string;
  onPendingChange?: (pending: boolean) => void;
}

/**
 * The chart-of-accounts upload (docs/product/uploads.md, Chart of accounts): the shared wizard with
 * the CSV columns account, name, is_shared, site_id, filling the chosen payee's chart. Used by the
 * upload page and by the CSV lightbox on the list.
 */
export function CoaUploadWizard({ module, siteId, payee, kind, payeeChoice, initialKey, onPendingChange }: CoaUploadWizardProps) {
  const queryClient = useQueryClient();
  // Only a payee of the site itself: its chart is the one the site changes.
  const usable = payee !== null && payee.companyId === siteId;
  return (
    <UploadWizard
      module={module}
      kind="coa"
      columns={COA_UPLOAD_COLUMNS}
      headerWords={COA_UPLOAD_HEADER_WORDS}
      companyId={siteId}
      startOptions={usable ? { payeeId: payee.id, coaKind: kind } : undefined}
      startChoices={payeeChoice}
      startBlocked={usable ? null : COA_ACCOUNT_MESSAGES.choosePayee}
      initialKey={initialKey}
      onPendingChange={onPendingChange}
      onFinished={() => void queryClient.invalidateQueries({ queryKey: trpc.coa.pathKey() })}
      summaryExtra={
        <Anchor component={Link} to={`/${module}/${KIND_PATHS[kind]}${payee ? `?payee=${payee.id}` : ""}`}>
          See the chart of accounts
        </Anchor>
      }
    />
  );
}
