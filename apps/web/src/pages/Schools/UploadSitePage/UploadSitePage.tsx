import { Anchor, Stack } from "@mantine/core";
import { checkSchoolFileWidths } from "@paydesk/domain";
import { SCHOOL_HEADER_WORDS, SCHOOL_UPLOAD_FAILURES, SCHOOLS_UPLOAD_COLUMNS, type TModule } from "@paydesk/validators";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { MenuGate } from "../../../components/MenuGate/index.ts";
import { PageHeader } from "../../../components/PageHeader/index.ts";
import { UploadWizard } from "../../../components/Upload/index.ts";
import type { Session } from "../../../lib/session.ts";
import { trpc } from "../../../trpc.ts";
import { DEFAULT_SCHOOL_PROCESS_CHOICE, SchoolProcessChoices, schoolProcessOptions } from "./SchoolProcessChoices.tsx";

/**
 * `/{module}/settings/schools/upload-site` and `/confirm-site-upload/{key}`: a CSV of
 * schools (13 or 14 columns, docs/product/uploads.md) created under the current district, each with
 * its master administrator. The confirm address reopens a staged upload at its rows.
 */
export function UploadSitePage() {
  return <MenuGate path="settings/schools/upload-site">{(session, module) => <UploadSite session={session} module={module} />}</MenuGate>;
}

function UploadSite({ session, module }: { session: Session; module: TModule }) {
  const { key } = useParams();
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState(DEFAULT_SCHOOL_PROCESS_CHOICE);
  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader
        title="Upload schools"
        description={`A CSV file of schools (13 or 14 columns: name, address, phone, master administrator, locator number, receipt e-mail, account type) to create under ${session.company.name}.`}
      />
      <UploadWizard
        module={module}
        kind="schools"
        columns={SCHOOLS_UPLOAD_COLUMNS}
        headerWords={SCHOOL_HEADER_WORDS}
        companyId={session.company.id}
        startOptions={{}}
        checkFile={checkSchoolFileWidths}
        processOptions={schoolProcessOptions(choice)}
        processChoices={<SchoolProcessChoices value={choice} onChange={setChoice} />}
        initialKey={key}
        failureMessages={SCHOOL_UPLOAD_FAILURES}
        onFinished={() => void queryClient.invalidateQueries({ queryKey: trpc.schools.pathKey() })}
        summaryExtra={
          <Anchor component={Link} to={`/${module}/settings/schools`}>
            See the schools
          </Anchor>
        }
      />
    </Stack>
  );
}
