import type { TModule } from "@paydesk/validators";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { QueryStates } from "../../../components/QueryStates/index.ts";
import { trpc } from "../../../trpc.ts";
import type { BuilderOptions } from "../api.ts";

/** The builder's pick lists for a company (categories, payees, images, …), before the form renders. */
export function OptionsLoader({
  module,
  companyId,
  children,
}: {
  module: TModule;
  companyId: number;
  children: (options: BuilderOptions) => ReactNode;
}) {
  const options = useQuery(trpc.itemBuilder.options.queryOptions({ module, companyId }));
  return (
    <QueryStates query={options} rows={6}>
      {children}
    </QueryStates>
  );
}
