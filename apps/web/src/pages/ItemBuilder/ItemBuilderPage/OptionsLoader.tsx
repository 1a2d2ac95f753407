import { Alert, Loader } from "@mantine/core";
import type { TModule } from "@paydesk/validators";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { errorMessage } from "../../../lib/errors.ts";
import { trpc } from "../../../trpc.ts";
import type { BuilderOptions } from "../api.ts";

/** The builder's pick lists for a company (categories, payees, images, …), before the form renders. */
export function OptionsLoader({ module, companyId, children }: { module: TModule; companyId: number; children: (options: BuilderOptions) => ReactNode }) {
  const options = useQuery(trpc.itemBuilder.options.queryOptions({ module, companyId }));
  if (options.isPending) return <Loader m="xl" aria-label="Loading" />;
  if (options.isError) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="alert">
        {errorMessage(options.error)}
      </Alert>
    );
  }
  return <>{children(options.data)}</>;
}
