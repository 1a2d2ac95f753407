import { Alert, Stack } from "@mantine/core";
import { useSearchParams } from "react-router";
import { MenuGate } from "../../components/MenuGate/index.ts";
import { PageHeader } from "../../components/PageHeader/index.ts";
import { flashMessagesOf } from "./flash.ts";

const COLORS = { success: "teal", error: "red", info: "blue" } as const;

/** `{module}/vtpay` and `{module}/items/events` (spec 3 §2): show the query string's messages. */
export function FlashPage({ menuPath, title }: { menuPath: "vtpay" | "items/events"; title: string }) {
  const [params] = useSearchParams();
  const messages = flashMessagesOf(params);
  return (
    <MenuGate path={menuPath}>
      {() => (
        <Stack gap="md" maw={720}>
          <PageHeader title={title} />
          {messages.length === 0 && <Alert variant="light">There is no message to show.</Alert>}
          {messages.map((message, index) => (
            <Alert
              key={index}
              color={COLORS[message.kind]}
              variant="light"
              role={message.kind === "error" ? "alert" : "status"}
              data-testid="flash-message"
            >
              {message.text}
            </Alert>
          ))}
        </Stack>
      )}
    </MenuGate>
  );
}
