import type { TModule } from "@paydesk/validators";
import { modulePath } from "../../navigation/paths.ts";

/** `/{module}/virtual-terminal/{page}` (docs/product/terminal.md). */
export function terminalPath(module: TModule, page: string): string {
  return modulePath(module, `virtual-terminal/${page}`);
}

/** The payment step for some cart lines: `payinfo?items=3,4` (none: the whole cart). */
export function payInfoPath(module: TModule, lineIds: readonly number[]): string {
  return `${terminalPath(module, "payinfo")}?items=${lineIds.join(",")}`;
}

/** The cart line ids of `?items=3,4`, or null for the whole cart. */
export function lineIdsOf(items: string | null): number[] | null {
  if (!items) return null;
  const ids = items
    .split(",")
    .map((part) => Number(part))
    .filter((id) => Number.isSafeInteger(id) && id > 0);
  return ids.length > 0 ? ids : null;
}

/** A flash page (`{module}/vtpay`, `{module}/items/events`: docs/product/terminal.md) saying `success`. */
export function flashPath(module: TModule, page: "vtpay" | "items/events", success: string): string {
  return `${modulePath(module, page)}?${new URLSearchParams({ success }).toString()}`;
}
