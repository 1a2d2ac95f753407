import { useEffect } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { isForbidden } from "../../lib/errors.ts";
import { AccessDenied } from "../AccessDenied/index.ts";
import { NotFound } from "../NotFound/index.ts";
import { ErrorFallback } from "./ErrorFallback.tsx";

/** The router's error element: FORBIDDEN from any query becomes the access-denied page. */
export function RouteError({ fullPage }: { fullPage?: boolean }) {
  const error = useRouteError();
  const forbidden = isForbidden(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    if (!forbidden && !notFound) console.error("Route failed", error);
  }, [error, forbidden, notFound]);

  if (forbidden) return <AccessDenied fullPage={fullPage} />;
  if (notFound) return <NotFound fullPage={fullPage} />;
  return <ErrorFallback fullPage={fullPage} />;
}
