import { Anchor, Stack } from "@mantine/core";
import { STATEMENT_HEADER_WORDS } from "@paydesk/domain";
import { EMAILS_UPLOAD_COLUMNS } from "@paydesk/validators";
import { Link } from "react-router";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { UploadWizard } from "../../../components/Upload/index.ts";

/**
 * `/control/upload-emails` (docs/product/uploads.md): statement e-mails from a CSV through
 * the shared upload wizard — map the columns, fix or remove bad rows, see how many e-mails will
 * go, then send them as a background job. The statements page does the same in one step.
 */
export function UploadEmailsPage() {
  return (
    <Stack gap="lg">
      <PageHeader
        title="E-mail upload"
        description="Upload a CSV of email, name, amount_due and description: every valid row is sent a statement e-mail."
      />
      <UploadWizard
        module="control"
        kind="emails"
        columns={EMAILS_UPLOAD_COLUMNS}
        headerWords={STATEMENT_HEADER_WORDS}
        summaryExtra={
          <Anchor component={Link} to="/control/operations/outbox">
            See the sent e-mails in the outbox
          </Anchor>
        }
      />
    </Stack>
  );
}
