import { Button, Card, Stack, Text } from "@mantine/core";
import { IconShoppingCartX } from "@tabler/icons-react";
import { Link } from "react-router";
import { PARENT_PATHS } from "./paths.ts";

/** An empty parent cart, with the way back to the items. */
export function EmptyCart({ message }: { message: string }) {
  return (
    <Card padding="lg" data-testid="cart-empty">
      <Stack align="center" gap="sm">
        <IconShoppingCartX size={32} aria-hidden />
        <Text>{message}</Text>
        <Button component={Link} to={PARENT_PATHS.pay}>
          Make a payment
        </Button>
      </Stack>
    </Card>
  );
}
