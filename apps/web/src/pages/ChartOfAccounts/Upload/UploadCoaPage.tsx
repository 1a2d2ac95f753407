import { Stack } from "@mantine/core";
import type { TModule } from "@paydesk/validators";
import { useParams, useSearchParams } from "react-router";
import { MenuGate } from "../../../components/MenuGate/index.ts";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { useSiteParam } from "../../../components/SitePicker/index.ts";
import type { Session } from "../../../lib/session.ts";
import { PayeeSelect, useSitePayees } from "../PayeeSelect/index.ts";
import type { CoaKind } from "../types.ts";
import { CoaUploadWizard } from "./CoaUploadWizard.tsx";

/**
 * `/{module}/settings/chart-of-accounts/upload-coa` and `/confirm-coa-upload/{key}`
 * (docs/product/uploads.md): the chart-of-accounts CSV upload on a page of its own; the confirm
 * address reopens a staged upload at its rows.
 */
export function UploadCoaPage() {
  return <MenuGate path="settings/chart-of-accounts">{(session, module) => <UploadCoaScreen session={session} module={module} />}</MenuGate>;
}

function UploadCoaScreen({ session, module }: { session: Session; module: TModule }) {
  const [site] = useSiteParam(session);
  const [params] = useSearchParams();
  const { key } = useParams();
  const kind: CoaKind = params.get("kind") === "SUB" ? "SUB" : "PRIMARY";
  const { payees, payee, choose } = useSitePayees(module, site.id);
  const own = (payees.data ?? []).filter((p) => p.companyId === site.id);
  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader
        title="Upload chart of accounts"
        description={`A CSV file of ${kind === "SUB" ? "sub" : "primary"} accounts (account, name, is_shared, site_id) for ${site.name}.`}
      />
      <CoaUploadWizard
        module={module}
        siteId={site.id}
        payee={payee}
        kind={kind}
        initialKey={key}
        payeeChoice={<PayeeSelect payees={own} value={payee} onChange={choose} />}
      />
    </Stack>
  );
}
