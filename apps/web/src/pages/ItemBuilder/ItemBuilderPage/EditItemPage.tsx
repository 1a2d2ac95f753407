import { Anchor, Badge, Code, Text } from "@mantine/core";
import type { TModule } from "@paydesk/validators";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useParams } from "react-router";
import { NotFound } from "../../../components/NotFound/index.ts";
import { QueryStates } from "../../../components/QueryStates/index.ts";
import { hasPermission, type Session } from "../../../lib/session.ts";
import { trpc } from "../../../trpc.ts";
import type { BuilderItem } from "../api.ts";
import { Builder } from "../Builder/Builder.tsx";
import { valuesFromServer } from "../form/values.ts";
import { BuilderGate } from "./BuilderGate.tsx";
import { BuilderHeader } from "./BuilderHeader.tsx";
import { OptionsLoader } from "./OptionsLoader.tsx";

/** `/{module}/payments/edit/{itemId}`: the builder on a stored item. */
export function EditItemPage() {
  const itemId = Number(useParams().itemId);
  if (!Number.isInteger(itemId) || itemId <= 0) return <NotFound />;
  return (
    <BuilderGate>{(session, module) => <EditItem key={itemId} session={session} module={module} itemId={itemId} />}</BuilderGate>
  );
}

function EditItem({ session, module, itemId }: { session: Session; module: TModule; itemId: number }) {
  // A refetch must not replace what the user is typing: the form restarts only after a save.
  const item = useQuery({
    ...trpc.itemBuilder.get.queryOptions({ module, itemId }),
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
  const [version, setVersion] = useState(0);

  // An item that does not exist, or is not the user's to edit, answers NOT_FOUND with the server's message.
  return (
    <QueryStates query={item} rows={6}>
      {(data) => (
        <OptionsLoader module={module} companyId={data.companyId}>
          {(options) => (
            <LoadedItem
              key={version}
              session={session}
              module={module}
              data={data}
              options={options}
              onSaved={async () => {
                await item.refetch();
                setVersion((v) => v + 1);
              }}
            />
          )}
        </OptionsLoader>
      )}
    </QueryStates>
  );
}

interface LoadedItemProps {
  session: Session;
  module: TModule;
  data: BuilderItem;
  options: Parameters<typeof Builder>[0]["options"];
  onSaved: () => Promise<void>;
}

function LoadedItem({ session, module, data, options, onSaved }: LoadedItemProps) {
  const initialValues = useMemo(() => {
    const { saveAsDraft: _stored, ...form } = data.form;
    return valuesFromServer(form, data.companyId);
  }, [data]);

  const header = (
    <BuilderHeader
      module={module}
      title={data.form.title}
      type={data.form.type}
      badges={
        <>
          <Badge variant="outline" color={data.status === "TRASH" ? "red" : "gray"} data-testid="item-status">
            {data.status}
          </Badge>
          {data.isDraft && (
            <Badge color="yellow" variant="light" data-testid="item-draft">
              Draft
            </Badge>
          )}
        </>
      }
    >
      <Text size="sm" c="dimmed" mt={4}>
        Item code <Code data-testid="item-code">{data.code}</Code> · pay link{" "}
        <Anchor href={data.payForPath} target="_blank" rel="noreferrer" size="sm">
          {data.payForPath}
        </Anchor>
      </Text>
    </BuilderHeader>
  );

  return (
    <Builder
      module={module}
      companyId={data.companyId}
      options={options}
      labels={data.labels}
      itemId={data.itemId}
      code={data.code}
      initialValues={initialValues}
      canSearchAccounts={hasPermission(session, "coa.view")}
      header={header}
      onSaved={() => void onSaved()}
    />
  );
}
