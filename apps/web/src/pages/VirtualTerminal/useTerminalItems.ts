import { useDebouncedValue } from "@mantine/hooks";
import { TYPEAHEAD_DEBOUNCE_MS, type ItemTypeName, type TModule } from "@paydesk/validators";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { trpc } from "../../trpc.ts";

/** The terminal's searchable item list (terminalItems.list), searched on the server as typed; `type` keeps one type. */
export function useTerminalItems(module: TModule, type?: ItemTypeName) {
  const [text, setText] = useState("");
  const [search] = useDebouncedValue(text.trim(), TYPEAHEAD_DEBOUNCE_MS);
  const items = useQuery({ ...trpc.terminalItems.list.queryOptions({ module, search, type }), placeholderData: keepPreviousData });
  return { text, setText, items };
}
