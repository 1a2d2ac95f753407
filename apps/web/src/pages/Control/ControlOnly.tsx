import type { ReactNode } from "react";
import { useParams } from "react-router";
import { NotFound } from "../../components/NotFound/index.ts";

/** Control screens live at /control/… only: the same path under another module does not exist. */
export function ControlOnly({ children }: { children: ReactNode }) {
  return useParams().module === "control" ? children : <NotFound />;
}
