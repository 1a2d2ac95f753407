/** The typed client package (@paydesk/client) that internal tools use, against the real server. */
import { createPaydeskClient, TRPCClientError } from "@paydesk/client";
import { createApiKey, loadActor } from "@paydesk/services";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestContext, describeDb, type FixtureUser } from "../src/harness.ts";
import { signInOverHttp, startTestServer, type TestServer } from "../src/http.ts";

describeDb("@paydesk/client", (t) => {
  let server: TestServer;
  let user: FixtureUser;
  let key: string;
  beforeAll(async () => {
    server = await startTestServer(t.db);
    user = await t.fixtures.user({ label: "typed-client" });
    key = (await createApiKey(createTestContext(t.db, (await loadActor(t.db, user.id))!), { name: "typed client" })).key;
  });
  afterAll(() => server?.close());

  it("calls queries and mutations with the key's rights, batched over one request", async () => {
    const paydesk = createPaydeskClient({ baseUrl: server.origin, apiKey: key });
    const [session, profile] = await Promise.all([paydesk.auth.session.query(), paydesk.profile.get.query({ module: "school" })]);
    expect(session?.user).toMatchObject({ id: user.id, email: user.email });
    expect(profile.email).toBe(user.email);
    const saved = await paydesk.profile.update.mutate({ ...profile, module: "school", fname: "Client", country: "USA", state: "IL" });
    expect(saved.message).toBe("Profile Updated");
    // Dates survive the trip as dates (superjson on both ends).
    await signInOverHttp(server, user.email, user.password);
    const report = await paydesk.usersReport.find.query({ module: "school", search: user.email });
    expect(report.rows[0]?.lastLoginAt).toBeInstanceOf(Date);
  });

  it("surfaces refusals as TRPCClientError with the code and the message", async () => {
    const stranger = createPaydeskClient({ baseUrl: server.origin, apiKey: `pdk_AAAAAAAA_${"y".repeat(43)}` });
    const error = await stranger.account.apiKeys.find.query().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCClientError);
    expect((error as TRPCClientError<never>).message).toBe("Please sign in to continue.");
    expect((error as TRPCClientError<never>).data).toMatchObject({ code: "UNAUTHORIZED", httpStatus: 401 });
  });
});
