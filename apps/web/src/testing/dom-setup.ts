/**
 * Setup for the unit project (vitest.config.ts). Component tests (`apps/web/**\/*.test.tsx`) run in happy-dom; the
 * other unit files run in Node and skip all of this. Files of one worker share one module graph
 * (isolate: false), so what each DOM file needs is done here, per file, not at a module's import.
 */
import { afterEach } from "vitest";

if (typeof window !== "undefined") {
  const { cleanup, configure } = await import("@testing-library/react");
  afterEach(cleanup);
  // findBy*/waitFor wait on a condition; their ceiling is 1 s by default, which a busy machine
  // can pass before a component's effects and answers have rendered. A condition met sooner
  // still ends the wait at once.
  configure({ asyncUtilTimeout: 5_000 });
}
