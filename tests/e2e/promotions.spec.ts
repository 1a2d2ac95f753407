import { formatDay } from "@paydesk/domain";
import { demoAccount } from "@paydesk/tests/demo-accounts";
import { PROMOTION_MESSAGES, SHORT_LINK_LENGTH, shortPostLimit } from "@paydesk/validators";
import { expect, test } from "./fixtures.ts";
import { signIn } from "./pages/login-page.ts";
import { ChannelOutboxTab, companyWallTime, ComposerPage, PostsPage } from "./pages/promotions-pages.ts";

/**
 * Promotions: the composers of `/school/promote/*` against the real server and its
 * channel simulator, the posts list, and the control outbox's channel tab. Each test writes its
 * own texts (a run-unique mark) so it finds its own rows whatever else the database holds.
 */
const SCHOOL = demoAccount("school");
const CONTROL = demoAccount("control");
const ITEM = "Chemistry Lab Fee";
const RUN = Date.now().toString(36);
/** The demo district's time zone, which its schools take: the composer's times are on its clock. */
const SCHOOL_ZONE = "America/Chicago";

// Several screens and sends per test on a two-core machine shared with other runs.
test.describe.configure({ timeout: 180_000 });

test("a post scheduled for later is listed as scheduled; a time in the past is refused", async ({ page }) => {
  await signIn(page, SCHOOL);
  const mail = new ComposerPage(page, "gmail");
  await mail.goto();
  const text = `Yearbooks are back ${RUN}-scheduled`;

  await mail.addRecipient("parents@example.com");
  await mail.form().getByRole("textbox", { name: "Subject" }).fill("Order your yearbook");
  await mail.pickItem(ITEM);
  await mail.message().fill(text);

  // A past time: refused in the browser by the shared rule, with the product's form message.
  await mail.scheduleAt(companyWallTime(-60, SCHOOL_ZONE));
  await mail.submit("Schedule").click();
  await expect(mail.formError()).toHaveText(PROMOTION_MESSAGES.saveFailed);
  await expect(mail.form().getByText(PROMOTION_MESSAGES.scheduleInPast)).toBeVisible();
  await expect(mail.form().getByLabel("Send at")).toHaveAttribute("aria-invalid", "true");

  // Tomorrow: saved, and waiting in the posts list.
  await mail.form().getByLabel("Send at").fill(companyWallTime(24 * 60, SCHOOL_ZONE));
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

test.describe("a browser in another time zone than the school's", () => {
  test.use({ timezoneId: "America/Los_Angeles" });

  test("the scheduled time is entered and read on the school's clock", async ({ page }) => {
    await signIn(page, SCHOOL);
    const mail = new ComposerPage(page, "gmail");
    await mail.goto();
    const text = `Yearbooks are back ${RUN}-school-clock`;
    await mail.addRecipient("parents@example.com");
    await mail.form().getByRole("textbox", { name: "Subject" }).fill("Order your yearbook");
    await mail.pickItem(ITEM);
    await mail.message().fill(text);

    // An hour ago on the school's clock is two hours ahead on the browser's: still the past.
    await mail.scheduleAt(companyWallTime(-60, SCHOOL_ZONE));
    await expect(mail.form()).toContainText("Time in America/Chicago; it must be in the future.");
    await mail.submit("Schedule").click();
    await expect(mail.form().getByText(PROMOTION_MESSAGES.scheduleInPast)).toBeVisible();

    // 9:30 tomorrow morning at the school is 9:30 on the result and in the posts list.
    const tomorrow = companyWallTime(24 * 60, SCHOOL_ZONE).slice(0, 10);
    await mail.form().getByLabel("Send at").fill(`${tomorrow}T09:30`);
    await mail.submit("Schedule").click();
    await expect(mail.result()).toContainText(`Scheduled for ${formatDay(tomorrow)}, 9:30 AM.`);
    const posts = new PostsPage(page);
    await posts.goto();
    const row = posts.row(text);
    await expect(row).toContainText(`${formatDay(tomorrow)}, 9:30 AM`);
    await row.getByRole("button", { name: `Cancel the scheduled post for ${ITEM}` }).click();
    await expect(row).toContainText("Cancelled");
  });
});

test("the short post's counter flags the text past the limit; a posted tweet shows its link", async ({ page }) => {
  await signIn(page, SCHOOL);
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

  // The channel refuses (the simulator's failure mark): the product's Twitter message.
  await tweet.pickItem(ITEM);
  await tweet.message().fill(`Lab fees ${RUN} #simulate-failure`);
  await tweet.submit("Post").click();
  await expect(tweet.formError()).toHaveText(PROMOTION_MESSAGES.shortPostFailed);

  await tweet.message().fill(`Lab fees ${RUN}: pay before the first lab`);
  await tweet.submit("Post").click();
  await expect(tweet.result()).toContainText(PROMOTION_MESSAGES.saved);
  await expect(tweet.result().getByRole("link")).toHaveAttribute("href", /^https?:\/\/.+/);
  await expect(tweet.formError()).toHaveCount(0);
});

test("a Facebook page connects (a refused login says so) and takes a post", async ({ page }) => {
  await signIn(page, SCHOOL);
  const facebook = new ComposerPage(page, "facebook");
  await facebook.goto();
  await expect(page.getByTestId("facebook-not-connected")).toBeVisible();
  await page.getByRole("link", { name: "Connect a Facebook page" }).click();

  const connect = page.getByRole("form", { name: "Connect a Facebook page" });
  await connect.getByLabel("User access token").fill("bad-token");
  await connect.getByRole("button", { name: "Connect" }).click();
  await expect(connect.getByRole("alert")).toHaveText(PROMOTION_MESSAGES.facebookLoginFailed);

  await connect.getByLabel("User access token").fill(`token-${RUN}`);
  await connect.getByRole("button", { name: "Connect" }).click();
  await expect(facebook.form()).toBeVisible();

  // Message, item and page are required (docs/product/dashboard-images-promotions.md).
  await facebook.submit("Post").click();
  await expect(facebook.formError()).toHaveText(PROMOTION_MESSAGES.saveFailed);
  await expect(facebook.form().getByText(PROMOTION_MESSAGES.pageRequired)).toBeVisible();
  await expect(facebook.form().getByText(PROMOTION_MESSAGES.itemRequired)).toBeVisible();
  await expect(facebook.form().getByText(PROMOTION_MESSAGES.messageRequired)).toBeVisible();

  await facebook.form().getByLabel("Page").selectOption({ label: "Demo Page" });
  await facebook.pickItem(ITEM);
  await facebook.message().fill(`Lab fees ${RUN} on our page`);
  await facebook.submit("Post").click();
  await expect(facebook.result()).toContainText(PROMOTION_MESSAGES.saved);
  await expect(facebook.result().getByRole("link")).toBeVisible();

  const posts = new PostsPage(page);
  await posts.goto();
  await expect(posts.row(`Lab fees ${RUN} on our page`)).toContainText("Sent");
});

test("mail and marketing sends show in the control outbox's channel tab", async ({ page }) => {
  await signIn(page, SCHOOL);
  const recipient = `boosters-${RUN}@example.com`;
  const mailText = `Lab fees ${RUN} by mail`;
  const campaignText = `Lab fees ${RUN} to the list`;

  const mail = new ComposerPage(page, "gmail");
  await mail.goto();
  await mail.addRecipient("not-an-address");
  await mail.form().getByRole("textbox", { name: "Subject" }).fill("Lab fees are due");
  await mail.pickItem(ITEM);
  await mail.message().fill(mailText);
  await mail.submit("Send").click();
  await expect(mail.form().getByText(PROMOTION_MESSAGES.recipientInvalid)).toBeVisible();
  // Backspace in the empty field takes the last address back out.
  await mail.recipients().press("Backspace");
  await mail.addRecipient(recipient);
  await mail.submit("Send").click();
  await expect(mail.result()).toContainText(PROMOTION_MESSAGES.saved);

  const marketing = new ComposerPage(page, "constantcontact");
  await marketing.goto();
  await page.getByRole("link", { name: "Create a contact list" }).click();
  const listName = `Boosters ${RUN}`;
  await page.getByRole("form", { name: "New contact list" }).getByLabel("List name").fill(listName);
  await page.getByRole("button", { name: "Create list" }).click();
  await expect(marketing.form()).toBeVisible();
  await expect(marketing.form().getByLabel("Contact list")).toHaveValue(/\d+/);
  await expect(marketing.form().getByLabel("Contact list").locator("option:checked")).toHaveText(listName);
  await marketing.form().getByRole("textbox", { name: "Subject" }).fill("Lab fees are due");
  await marketing.pickItem(ITEM);
  await marketing.message().fill(campaignText);
  await marketing.submit("Send").click();
  await expect(marketing.result()).toContainText(PROMOTION_MESSAGES.saved);

  await page.context().clearCookies();
  await signIn(page, CONTROL);
  const outbox = new ChannelOutboxTab(page);
  await outbox.goto();
  await expect(outbox.row(mailText)).toContainText(recipient);
  await expect(outbox.row(mailText)).toContainText("E-mail");
  await expect(outbox.row(campaignText)).toContainText("E-mail marketing");
  await outbox.row(campaignText).getByRole("button", { name: /^Open/ }).click();
  await expect(page.getByTestId("channel-post")).toContainText(campaignText);
});
