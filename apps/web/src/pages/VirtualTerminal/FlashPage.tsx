import { Alert, Button, Group, Stack } from "@mantine/core";
import type { TModule } from "@paydesk/validators";
import { useEffect, useRef } from "react";
import { Link, useSearchParams } from "react-router";
import { MenuGate } from "../../components/MenuGate/index.ts";
import { PageHeader } from "../../components/PageHeader/index.ts";
import { flashMessagesOf } from "./flash.ts";
import { terminalPath } from "./paths.ts";

const COLORS = { success: "teal", error: "red", info: "blue" } as const;

/**
 * `{module}/vtpay` and `{module}/items/events` (docs/product/terminal.md): show the query string's
 * messages. The terminal comes here after emptying its cart (vtpay) and after saving an event's tickets
 * (items/events); the way on is the first control, and takes the focus.
 */
export function FlashPage({ menuPath, title }: { menuPath: "vtpay" | "items/events"; title: string }) {
  const [params] = useSearchParams();
  const messages = flashMessagesOf(params);
  return (
    <MenuGate path={menuPath}>
      {(_session, module) => (
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
          <WaysOn module={module} toCart={menuPath === "items/events"} />
        </Stack>
      )}
    </MenuGate>
  );
}

function WaysOn({ module, toCart }: { module: TModule; toCart: boolean }) {
  const first = useRef<HTMLAnchorElement>(null);
  useEffect(() => first.current?.focus(), []);
  return (
    <Group gap="sm">
      {toCart && (
        <Button ref={first} component={Link} to={terminalPath(module, "pay")}>
          Go to the cart
        </Button>
      )}
      <Button ref={toCart ? undefined : first} component={Link} to={terminalPath(module, "office")} variant={toCart ? "default" : "filled"}>
        Back to the terminal
      </Button>
    </Group>
  );
}
