/**
 * The image library, its terms, plan and the pay pages' skin over HTTP
 * (docs/product/dashboard-images-promotions.md): `POST /{module}/settings/images/uploadjson`
 * (multipart image and thumb_image) answers `{status, image: {image_id, file_name, size, height,
 * width, s3_url}, message}`; `remove/{id}` refuses an image in use with 409 `{status: "error",
 * matching_items: [{item_code, title}], image_id}` and `remove/{id}/force` queues it; `POST
 * /parent/account/settings/{setting}` accepts the terms; `/e/image/{id}` and `/full` serve the
 * bytes with their type and caching. 401 and 403 first. Multipart bodies with binary files go
 * through fetch's FormData, as a browser sends them.
 */
import { AUTH_MESSAGES, IMAGE_LIBRARY_MESSAGES } from "@paydesk/validators";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeDb, type FixtureCompany } from "../src/harness.ts";
import { SESSION_COOKIE, signInOverHttp, startTestServer, type TestServer } from "../src/http.ts";

const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: "#2255aa" } }).png().toBuffer();
const jpeg = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: "#aa5522" } }).jpeg().toBuffer();

describeDb("image library over HTTP", (t) => {
  let server: TestServer;
  let school: FixtureCompany;
  const sessions = { admin: "", reader: "", stranger: "" };

  /** A multipart POST as the browser's FormData makes it; files are [field, bytes, name, type]. */
  async function postFiles(path: string, session: string, files: [string, Buffer, string, string][]) {
    const form = new FormData();
    for (const [field, bytes, name, type] of files) form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
    const res = await fetch(`${server.origin}${path}`, { method: "POST", body: form, headers: { accept: "application/json", cookie: `${SESSION_COOKIE}=${session}` } });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  async function fetchImage(path: string, session?: string) {
    const res = await fetch(`${server.origin}${path}`, { headers: session ? { cookie: `${SESSION_COOKIE}=${session}` } : {} });
    return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
  }

  beforeAll(async () => {
    server = await startTestServer(t.db);
    school = await t.fixtures.company({ kind: "SCHOOL" });
    const admin = await t.fixtures.user({ company: school, label: "http-images-admin" });
    const reader = await t.fixtures.user({ company: school, permissions: ["settings.view"], label: "http-images-reader" });
    const stranger = await t.fixtures.user({ label: "http-images-stranger" });
    sessions.admin = await signInOverHttp(server, admin.email, admin.password);
    sessions.reader = await signInOverHttp(server, reader.email, reader.password);
    sessions.stranger = await signInOverHttp(server, stranger.email, stranger.password);
  });
  afterAll(() => server?.close());

  it("answers 401 signed out and 403 to a reader, on every call", async () => {
    const signedOut = await server.request("/school/settings/images/remove/1", { json: {} });
    expect([signedOut.status, signedOut.body]).toEqual([401, { status: "error", message: AUTH_MESSAGES.notSignedIn }]);
    const terms = await server.request("/parent/account/settings/image_terms", { form: { value: "1" }, session: sessions.reader });
    expect([terms.status, terms.body]).toEqual([403, { status: "error", message: AUTH_MESSAGES.accessDenied }]);
    const upload = await postFiles("/school/settings/images/uploadjson", sessions.reader, [["image", await png(10, 10), "a.png", "image/png"]]);
    expect([upload.status, upload.body]).toEqual([403, { status: "error", message: AUTH_MESSAGES.accessDenied }]);
    const force = await server.request("/school/settings/images/remove/1/force", { json: {}, session: sessions.reader });
    expect(force.status).toBe(403);
  });

  it("refuses uploads until the terms are accepted over /parent/account/settings/{setting}", async () => {
    const early = await postFiles("/school/settings/images/uploadjson", sessions.admin, [["image", await png(10, 10), "a.png", "image/png"]]);
    expect([early.status, early.body]).toEqual([403, { status: "error", message: IMAGE_LIBRARY_MESSAGES.termsRequired }]);
    const unknown = await server.request("/parent/account/settings/newsletter", { form: { value: "1" }, session: sessions.admin });
    expect([unknown.status, unknown.body!.message]).toEqual([400, IMAGE_LIBRARY_MESSAGES.unknownSetting]);
    const noValue = await server.request("/parent/account/settings/image_terms", { form: {}, session: sessions.admin });
    expect([noValue.status, noValue.body!.message]).toEqual([400, IMAGE_LIBRARY_MESSAGES.termsValue]);
    const accepted = await server.request("/parent/account/settings/image_terms", { form: { value: "1" }, session: sessions.admin });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: "success", message: IMAGE_LIBRARY_MESSAGES.termsAccepted });
  });

  describe("with the terms accepted", () => {
    let imageId = 0;

    it("uploadjson takes image and thumb_image and answers the documented image fields", async () => {
      const res = await postFiles("/school/settings/images/uploadjson", sessions.admin, [
        ["image", await jpeg(1000, 800), "band.jpg", "image/jpeg"],
        ["thumb_image", await jpeg(80, 80), "blob", "image/jpeg"],
      ]);
      expect(res.status).toBe(200);
      const image = res.body.image as Record<string, unknown>;
      imageId = image.image_id as number;
      expect(res.body).toMatchObject({ status: "success", message: "" });
      expect(image).toMatchObject({ file_name: "band.jpg", width: 1000, height: 800, s3_url: `/e/image/${imageId}`, full_url: `/e/image/${imageId}/full` });
      expect(image.size).toBeGreaterThan(0);

      const list = await server.request("/school/settings/images/list", { session: sessions.reader });
      expect(list.body).toMatchObject({ status: "success", plan: "BASIC", limit: 25, count: 1, terms_accepted: true });
    });

    it("refuses a renamed text file, a missing image, and names the real type", async () => {
      const text = Buffer.from("this is not a picture\n".repeat(10));
      const renamed = await postFiles("/school/settings/images/uploadjson", sessions.admin, [["image", text, "holiday.jpg", "image/jpeg"]]);
      expect([renamed.status, renamed.body]).toEqual([400, { status: "error", message: IMAGE_LIBRARY_MESSAGES.notAnImage, errors: { image: IMAGE_LIBRARY_MESSAGES.notAnImage } }]);
      const none = await server.request("/school/settings/images/uploadjson", { json: {}, session: sessions.admin });
      expect([none.status, none.body!.message]).toEqual([400, IMAGE_LIBRARY_MESSAGES.imageRequired]);
    });

    it("serves /e/image/{id} (at most 600x450) and /full with their type and caching, private until an item shows it", async () => {
      const display = await fetchImage(`/e/image/${imageId}`, sessions.reader);
      expect(display.status).toBe(200);
      expect(display.headers.get("content-type")).toBe("image/jpeg");
      expect(display.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
      expect(display.headers.get("x-content-type-options")).toBe("nosniff");
      expect(await sharp(display.bytes).metadata()).toMatchObject({ format: "jpeg", width: 563, height: 450 });
      const full = await fetchImage(`/e/image/${imageId}/full`, sessions.reader);
      expect(await sharp(full.bytes).metadata()).toMatchObject({ width: 1000, height: 800 });
      const thumb = await fetchImage(`/e/image/${imageId}/thumb`, sessions.reader);
      expect(await sharp(thumb.bytes).metadata()).toMatchObject({ format: "jpeg", width: 80, height: 80 });

      expect((await fetchImage(`/e/image/${imageId}`)).status).toBe(404);
      expect((await fetchImage(`/e/image/${imageId}`, sessions.stranger)).status).toBe(403);
      expect((await fetchImage("/e/image/abc")).status).toBe(404);
      expect((await fetchImage("/e/image/99999999999")).status).toBe(404);
    });

    it("remove/{id} answers 409 with matching_items; remove/{id}/force queues it; the public sees it while an item shows it", async () => {
      const code = `HTTP-IMG-${Date.now().toString(36).toUpperCase()}`;
      await t.db.item.create({ data: { companyId: school.id, code, slug: code, title: "Band Camp", imageId } });
      const publicCopy = await fetchImage(`/e/image/${imageId}`);
      expect([publicCopy.status, publicCopy.headers.get("cache-control")]).toEqual([200, "public, max-age=31536000, immutable"]);

      const refused = await server.request(`/school/settings/images/remove/${imageId}`, { json: {}, session: sessions.admin });
      expect([refused.status, refused.body]).toEqual([
        409,
        { status: "error", message: IMAGE_LIBRARY_MESSAGES.inUse, matching_items: [{ item_code: code, title: "Band Camp" }], image_id: imageId },
      ]);
      const forced = await server.request(`/school/settings/images/remove/${imageId}/force`, { json: {}, session: sessions.admin });
      expect([forced.status, forced.body]).toEqual([200, { status: "success", image_id: imageId, matching_items: [], message: IMAGE_LIBRARY_MESSAGES.removalQueued }]);
      const list = await server.request("/school/settings/images/list", { session: sessions.admin });
      expect(list.body).toMatchObject({ count: 0, images: [] });

      const stranger = await server.request(`/school/settings/images/remove/${imageId}/force`, { json: {}, session: sessions.stranger });
      expect(stranger.status).toBe(403);
      const unknown = await server.request("/school/settings/images/remove/nope", { json: {}, session: sessions.admin });
      expect([unknown.status, unknown.body!.message]).toEqual([400, IMAGE_LIBRARY_MESSAGES.noSuchImage]);
    });

    it("says the over-limit message of the plan, with the upgrade link, and upgrades over /school/images/upgrade/{plan}", async () => {
      const data = new Uint8Array(await png(4, 4));
      await t.db.image.createMany({ data: Array.from({ length: 25 }, (_, i) => ({ companyId: school.id, name: `f${i}.png`, contentType: "image/png", byteSize: data.length, width: 4, height: 4, data })) });
      const over = await postFiles("/school/settings/images/uploadjson", sessions.admin, [["image", await png(10, 10), "one-more.png", "image/png"]]);
      expect([over.status, over.body]).toEqual([409, { status: "error", message: IMAGE_LIBRARY_MESSAGES.overLimit, upgrade_url: "/school/images/upgrade" }]);
      const upgraded = await server.request("/school/images/upgrade/plus", { json: {}, session: sessions.admin });
      expect(upgraded.body).toMatchObject({ status: "success", plan: "PLUS" });
      const again = await server.request("/school/images/upgrade/plus", { json: {}, session: sessions.admin });
      expect([again.status, again.body!.message]).toEqual([409, IMAGE_LIBRARY_MESSAGES.upgradeOnly]);
      const now = await postFiles("/school/settings/images/uploadjson", sessions.admin, [["image", await png(10, 10), "one-more.png", "image/png"]]);
      expect(now.status).toBe(200);
    });
  });

  describe("skins", () => {
    it("saves the skin and the logo (at most 73 high by 300 wide), and serves the logo to anyone", async () => {
      const bad = await server.request("/school/promote/skins/save", { form: { skin: "neon" }, session: sessions.admin });
      expect([bad.status, bad.body!.message]).toEqual([400, IMAGE_LIBRARY_MESSAGES.unknownSkin]);
      const saved = await server.request("/school/promote/skins/save", { form: { skin: "crimson" }, session: sessions.admin });
      expect(saved.body).toMatchObject({ status: "success", skin: "crimson", message: IMAGE_LIBRARY_MESSAGES.skinSaved });
      const logo = await postFiles("/school/promote/skins/logo", sessions.admin, [["logo", await png(600, 600), "crest.png", "image/png"]]);
      expect(logo.status).toBe(200);
      const served = await fetchImage(logo.body.logo_url as string);
      expect([served.status, served.headers.get("cache-control")]).toEqual([200, "public, max-age=31536000, immutable"]);
      expect(await sharp(served.bytes).metadata()).toMatchObject({ format: "png", width: 73, height: 73 });
      const current = await server.request("/school/promote/skins/current", { session: sessions.reader });
      expect(current.status).toBe(403);
      const readerOk = await server.request("/school/promote/skins/current", { session: sessions.admin });
      expect(readerOk.body).toMatchObject({ skin: "crimson", logo_url: logo.body.logo_url });
    });
  });
});
