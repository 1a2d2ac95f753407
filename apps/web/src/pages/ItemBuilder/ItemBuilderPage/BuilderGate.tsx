import type { TModule } from "@paydesk/validators";
import type { ReactNode } from "react";
import { MenuGate } from "../../../components/MenuGate/index.ts";
import type { Session } from "../../../lib/session.ts";

/** The builder (new and edit) is open to whoever the "Build a new item" menu entry is shown to. */
export function BuilderGate({ children }: { children: (session: Session, module: TModule) => ReactNode }) {
  return <MenuGate path="payments/build-new">{children}</MenuGate>;
}
