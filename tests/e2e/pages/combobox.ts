import { expect, type Locator, type Page, type Response } from "@playwright/test";

/**
 * Choose `option` in the Mantine combobox `field` and check that the field shows `shows`.
 *
 * `open` opens the list and returns once the list holds what it is going to hold: a list that
 * is still changing (a server search answering, students arriving below an option) moves the
 * option while the click is aimed at it, and the click then lands on the list's frame. So a
 * searching select's `open` waits for its search's answer (`searchAnswered`) before the option is
 * clicked, once. A pick the field did not take fails, saying what the field shows instead; it is
 * never retried (a retry would hide a list that closed or refused the choice).
 */
export async function chooseOption(
  field: Locator,
  option: Locator,
  { open, shows }: { open: () => Promise<void>; shows: string | RegExp },
): Promise<void> {
  // Mantine hides an open list whose field leaves the screen: a click that scrolled the page to
  // reach an option below the fold took the field out of view and then waited on a hidden option.
  // Opened from the middle of the screen, the list fits below or above the field, on screen.
  await field.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await open();
  await expect(option, `the option for ${String(shows)} is listed`).toBeVisible();
  // A long list scrolls within its dropdown (NA comes after every student loaded with the form):
  // scroll it to the option as a person scrolls the list, by no more than it takes.
  await option.evaluate((element) => element.scrollIntoView({ block: "nearest" }));
  await expect(
    option,
    `the option for ${String(shows)} is on screen, where a click reaches it without scrolling the field away`,
  ).toBeInViewport();
  await option.click();
  await expect(field, `the field took the option clicked for ${String(shows)}`).toHaveValue(shows);
}

/**
 * The answer of the tRPC query `procedure` whose input holds `term` (the app batches its queries:
 * `/trpc/a,b?batch=1&input=…`). Call it before typing the term, await it after.
 */
export function searchAnswered(page: Page, procedure: string, term: string): Promise<Response> {
  return page.waitForResponse((res) => {
    const url = new URL(res.url());
    if (!url.pathname.startsWith("/trpc/") || !url.pathname.split("/")[2]!.split(",").includes(procedure)) return false;
    return (url.searchParams.get("input") ?? "").includes(`"term":${JSON.stringify(term)}`);
  });
}

/**
 * The terminal's student picker (`select`): a typed name is searched on the server, and the list
 * shows the previous search's students until the answer for the name replaces them; opened with
 * nothing typed it lists the students loaded with the form, NA (no student) after them.
 */
export async function chooseStudent(page: Page, select: Locator, student: "NA" | string): Promise<void> {
  const chosen = student === "NA" ? "NA (no student)" : new RegExp(`^${student}`);
  await chooseOption(select, page.getByRole("option", { name: chosen }).first(), {
    open: async () => {
      if (student === "NA") {
        await select.click();
        const options = page.getByRole("option");
        await expect(options.nth(1), "the students are listed before NA").toBeVisible();
        await expect(options.last()).toHaveText("NA (no student)");
        return;
      }
      const answered = searchAnswered(page, "students.forCompany", student);
      await select.fill(student);
      await answered;
    },
    shows: chosen,
  });
}
