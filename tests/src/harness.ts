/**
 * The test harness for router integration tests (STYLE #9): a real database per project (the
 * embedded server or an external one), Contexts for any actor, solved captchas and isolated
 * fixtures. The HTTP helper is separate (http.ts) so that packages below the server do not import it.
 */
import "./provided.ts";

export { describeDb, type TestDatabase } from "./database.ts";
export { createTestContext, recordingCookieJar, uniqueIp, type RecordingCookieJar, type TestContextOptions } from "./context.ts";
export { captchaSolution, solveCaptcha } from "./captcha.ts";
export {
  createFixtures,
  uniqueEmail,
  uniquePassword,
  uniqueSuffix,
  type FixtureCompany,
  type Fixtures,
  type FixtureUser,
  type UserOptions,
} from "./fixtures.ts";
export { openTestDb } from "./db-client.ts";
export { expectTRPCError } from "./assertions.ts";
