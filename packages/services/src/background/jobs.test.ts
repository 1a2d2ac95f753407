import { describe, expectTypeOf, it } from "vitest";
import type { JobContextDependencies } from "../platform/context.ts";
import type { startJobQueue } from "./jobs.ts";

/**
 * A type-level guard, checked by `tsc` (turbo typecheck), not at run time: the job queue cannot be
 * started without the app's public origin. apps/server/src/main.ts once left it out and a default
 * of http://localhost:3000 went into the links of job mail whatever APP_URL or PORT said.
 */
describe("startJobQueue's dependencies", () => {
  it("require appUrl, a string, like a request's context", () => {
    type Dependencies = Parameters<typeof startJobQueue>[1];
    expectTypeOf<Dependencies["appUrl"]>().toEqualTypeOf<string>();
    expectTypeOf<Pick<Dependencies, "appUrl">>().toEqualTypeOf<Pick<JobContextDependencies, "appUrl">>();
    // @ts-expect-error: appUrl missing
    const withoutOrigin: Dependencies = { db: {} as Dependencies["db"], mail: {} as Dependencies["mail"], logger: console };
    void withoutOrigin;
  });
});
