/**
 * Setup for the unit project (vitest.config.ts). Component tests (`apps/web/**\/*.test.tsx`) run in happy-dom; the
 * other unit files run in Node and skip all of this. Files of one worker share one module graph
 * (isolate: false), so what each DOM file needs is done here, per file, not at a module's import.
 */
import { afterEach } from "vitest";

if (typeof window !== "undefined") {
  const { cleanup } = await import("@testing-library/react");
  afterEach(cleanup);
}
