import { PROMOTION_MESSAGES, SHORT_LINK_LENGTH, shortPostLimit } from "@paydesk/validators";
import { expect, test } from "./fixtures.ts";
import { LoginPage } from "./pages/login-page.ts";
import { browserLocalTime, ChannelOutboxTab, ComposerPage, PostsPage } from "./pages/promotions-pages.ts";

/**
 * Issue 13, promotions: the composers of `/school/promote/*` against the real server and its
 * channel simulator, the posts list, and the control outbox's channel tab. Each test writes its
 * own texts (a run-unique mark) so it finds its own rows whatever else the database holds.
 */
const SCHOOL = { email: "school@demo.test", password: "School-Demo-1" };
const CONTROL = { email: "control@demo.test", password: "Control-Demo-1" };
const ITEM = "Yearbook 2026";
const RUN = Date.now().toString(36);

test("a post scheduled for later is listed as scheduled; a time in the past is refused", async ({ page }) => {
  await new LoginPage(page).signInAndLand(SCHOOL, "school");
  const mail = new ComposerPage(page, "gmail");
  await mail.goto();
  const text = `Yearbooks are back ${RUN}-scheduled`;

  await mail.form().getByRole("textbox", { name: "Recipients" }).fill("parents@example.com,");
  await mail.form().getByRole("textbox", { name: "Subject" }).fill("Order your yearbook");
  await mail.pickItem(ITEM);
  await mail.message().fill(text);

  // A past time: refused in the browser by the shared rule, with the spec's form message.
  await mail.scheduleAt(await browserLocalTime(page, -60));
  await mail.submit("Schedule").click();
  await expect(mail.formError()).toHaveText(PROMOTION_MESSAGES.saveFailed);
  await expect(mail.form().getByText(PROMOTION_MESSAGES.scheduleInPast)).toBeVisible();
  await expect(mail.form().getByLabel("Send at")).toHaveAttribute("aria-invalid", "true");

  // Tomorrow: saved, and waiting in the posts list.
  await mail.form().getByLabel("Send at").fill(await browserLocalTime(page, 24 * 60));
  await mail.submit("Schedule").click();
  await expect(mail.result()).toContainText(PROMOTION_MESSAGES.saved);
  await expect(mail.result()).toContainText("Scheduled for");

  const posts = new PostsPage(page);
  await posts.goto();
  const row = posts.row(text);
  await expect(row).toContainText("Scheduled");
  await expect(row).toContainText(ITEM);

  // Cancelled before its time, it stays listed as such.
  await row.getByRole("button", { name: `Cancel the scheduled post for ${ITEM}` }).click();
  await expect(row).toContainText("Cancelled");
  await expect(row.getByRole("button", { name: /Cancel/ })).toHaveCount(0);
});

test("the short post's counter flags the text past the limit; a posted tweet shows its link", async ({ page }) => {
  await new LoginPage(page).signInAndLand(SCHOOL, "school");
  const tweet = new ComposerPage(page, "twitter");
  await tweet.goto();
  const limit = shortPostLimit({ linkLength: SHORT_LINK_LENGTH, withImage: false });
  const withImage = shortPostLimit({ linkLength: SHORT_LINK_LENGTH, withImage: true });

  await expect(tweet.counter()).toHaveText(`${limit} characters left`);
  await tweet.message().fill("a".repeat(limit));
  await expect(tweet.counter()).toHaveText("0 characters left");
  await expect(tweet.message()).not.toHaveAttribute("aria-invalid", "true");

  await tweet.message().fill("a".repeat(limit + 1));
  await expect(tweet.counter()).toHaveText("-1 character left");
  await expect(tweet.message()).toHaveAttribute("aria-invalid", "true");
  await expect(tweet.form().getByText(PROMOTION_MESSAGES.shortPostTooLong)).toBeVisible();

  // An image costs the link's length again.
  await tweet.message().fill("a".repeat(withImage));
  await expect(tweet.counter()).toHaveText(`${limit - withImage} characters left`);
  await tweet.form().getByRole("checkbox", { name: "Include the item's image" }).check();
  await expect(tweet.counter()).toHaveText("0 characters left");
  await tweet.form().getByRole("checkbox", { name: "Include the item's image" }).uncheck();

  await tweet.pickItem(ITEM);
  await tweet.message().fill(`Yearbooks ${RUN}: last week to order`);
  await tweet.submit("Post").click();
  await expect(tweet.result()).toContainText(PROMOTION_MESSAGES.saved);
  const link = tweet.result().getByRole("link");
  await expect(link).toHaveAttribute("href", /^https?:\/\//);
});
