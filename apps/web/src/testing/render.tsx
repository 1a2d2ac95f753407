import { MantineProvider } from "@mantine/core";
import { render, type RenderOptions, type RenderResult } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import type { ReactElement, ReactNode } from "react";
import { resolveCssVariables, theme } from "../app/theme.ts";

/**
 * Renders a piece of the app the way App.tsx wraps it (the Mantine provider with the app's theme),
 * with a user-event session to act on it. Component tests declare the DOM environment in their
 * first line (`@vitest-environment happy-dom`); the shared setup file unmounts after each test.
 */
export function renderUI(ui: ReactElement, options?: Omit<RenderOptions, "wrapper">): RenderResult & { user: UserEvent } {
  const user = userEvent.setup();
  return { user, ...render(ui, { wrapper: Providers, ...options }) };
}

function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={resolveCssVariables} defaultColorScheme="light">
      {children}
    </MantineProvider>
  );
}
