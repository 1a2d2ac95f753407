import { Button } from "@mantine/core";
import type { TModule } from "@paydesk/validators";
import { IconShoppingCart } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { trpc } from "../../trpc.ts";
import { terminalPath } from "./paths.ts";

/** The way from the office to the terminal's cart, with how many lines it holds. */
export function CartButton({ module }: { module: TModule }) {
  const cart = useQuery({ ...trpc.cart.list.queryOptions({ module }), throwOnError: false });
  const count = cart.data?.lines.length ?? 0;
  return (
    <Button component={Link} to={terminalPath(module, "pay")} leftSection={<IconShoppingCart size={16} aria-hidden />}>
      Cart ({count})
    </Button>
  );
}
