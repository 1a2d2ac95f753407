import { Outlet } from "react-router";
import { useFlashMessages } from "../lib/flash.ts";

/** The frame of every page: shows flash messages handed over by the previous page. */
export function RootLayout() {
  useFlashMessages();
  return <Outlet />;
}
