import { MantineProvider } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "react-router";
import { ErrorBoundary } from "../components/ErrorBoundary/index.ts";
import { queryClient } from "../trpc.ts";
import { router } from "./router.tsx";
import { resolveCssVariables, theme } from "./theme.ts";

export function App() {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={resolveCssVariables} defaultColorScheme="light">
      <Notifications position="top-right" zIndex={1000} />
      {/* Catches what the router's own error elements cannot: a crash in a provider. */}
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ErrorBoundary>
    </MantineProvider>
  );
}
