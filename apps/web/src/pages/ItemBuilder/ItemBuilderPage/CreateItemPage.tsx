import { Anchor, Group, Text } from "@mantine/core";
import type { ItemTypeName, TModule } from "@paydesk/validators";
import { useMemo } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { NotFound } from "../../../components/NotFound/index.ts";
import { canChooseSite, SitePicker, useSiteParam } from "../../../components/SitePicker/index.ts";
import { hasPermission, type Session } from "../../../lib/session.ts";
import { modulePath } from "../../../navigation/paths.ts";
import { EMPTY_LABELS } from "../api.ts";
import { Builder } from "../Builder/Builder.tsx";
import { builderTypeOf, emptyValues, isItemType, localToday } from "../form/values.ts";
import { TypeChooser } from "../TypeChooser/index.ts";
import { BuilderGate } from "./BuilderGate.tsx";
import { BuilderHeader } from "./BuilderHeader.tsx";
import { OptionsLoader } from "./OptionsLoader.tsx";

/**
 * `/{module}/items/create`: the type chooser, unless the query names a type or template, or the
 * hidden flag `chooser=0` skips it (then a basic item; docs/product/items-and-fees.md).
 */
export function ItemCreatePage() {
  const [params] = useSearchParams();
  const type = builderTypeOf(params);
  if (!type && params.get("chooser") !== "0") return <BuilderGate>{() => <TypeChooser />}</BuilderGate>;
  return <NewItem type={type ?? "basic"} />;
}

/** `/{module}/payments/build-new` and `/build-new/:type`: the builder itself (basic unless named). */
export function BuildNewPage() {
  const pathType = useParams().type;
  const [params] = useSearchParams();
  if (pathType !== undefined && !isItemType(pathType)) return <NotFound />;
  return <NewItem type={builderTypeOf(params, pathType) ?? "basic"} />;
}

function NewItem({ type }: { type: ItemTypeName }) {
  return (
    <BuilderGate>{(session, module) => <NewItemBuilder key={type} session={session} module={module} type={type} />}</BuilderGate>
  );
}

function NewItemBuilder({ session, module, type }: { session: Session; module: TModule; type: ItemTypeName }) {
  const navigate = useNavigate();
  const [site, setSite] = useSiteParam(session);
  const initialValues = useMemo(() => emptyValues(type, localToday(), site.id), [type, site.id]);

  const header = (
    <BuilderHeader module={module} title="Build a new item" type={type}>
      <Group gap="md" mt={4}>
        <Text size="sm" c="dimmed">
          For {site.name}.{" "}
          <Anchor component={Link} to={modulePath(module, "items/create")} size="sm">
            Choose another kind of item
          </Anchor>
        </Text>
        {canChooseSite(session) && <SitePicker value={site} onChange={setSite} w={{ base: "100%", sm: 320 }} size="xs" />}
      </Group>
    </BuilderHeader>
  );

  return (
    <OptionsLoader module={module} companyId={site.id}>
      {(options) => (
        <Builder
          // Another site is another form: its accounts, payees and images differ.
          key={site.id}
          module={module}
          companyId={site.id}
          options={options}
          labels={EMPTY_LABELS}
          itemId={null}
          code={null}
          initialValues={initialValues}
          canSearchAccounts={hasPermission(session, "coa.view")}
          header={header}
          onSaved={(result) => void navigate(modulePath(module, `payments/edit/${result.itemId}`), { replace: true })}
        />
      )}
    </OptionsLoader>
  );
}
