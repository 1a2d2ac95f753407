import { expect, type Locator, type Page, type Response } from "@playwright/test";

/**
 * Clicks `option` of the Mantine combobox `field` once its list is open and settled, the way a
 * person does: the field in the middle of the screen, the option in sight within its list.
 *
 * `open` opens the list and returns once the list holds what it is going to hold: a list that
 * is still changing (a server search answering, students arriving below an option) moves the
 * option while the click is aimed at it, and the click then lands on the list's frame. So a
 * searching select's `open` waits for its search's answer (`searchAnswered`) before the option is
 * clicked, once; a list that holds what it holds as it opens is opened by clicking the field (the
 * default). The click is never retried (a retry would hide a list that closed or refused the
 * choice); what the field took is for chooseOption, chooseAmong or the caller to check.
 */
export async function pickOption(
  field: Locator,
  option: Locator,
  { open = () => field.click(), what = "the option" }: { open?: () => Promise<void>; what?: string } = {},
): Promise<void> {
  // Mantine hides an open list whose field leaves the screen: a click that scrolled the page to
  // reach an option below the fold took the field out of view and then waited on a hidden option
  // (a list opened above its field, near the bottom of a form, was lost so). Opened from the
  // middle of the screen, the list fits below or above the field, on screen.
  await field.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await open();
  await expect(option, `${what} is listed`).toBeVisible();
  // A long list scrolls within its dropdown (NA comes after every student loaded with the form):
  // scroll it to the option as a person scrolls the list, by no more than it takes.
  await option.evaluate((element) => element.scrollIntoView({ block: "nearest" }));
  await expect(option, `${what} is on screen, where a click reaches it without scrolling the field away`).toBeInViewport();
  await option.click();
}

/** Choose `option` in the single-value combobox `field` (pickOption) and check that the field shows `shows`. */
export async function chooseOption(
  field: Locator,
  option: Locator,
  { open, shows }: { open?: () => Promise<void>; shows: string | RegExp },
): Promise<void> {
  await pickOption(field, option, { open, what: `the option for ${String(shows)}` });
  await expect(field, `the field took the option clicked for ${String(shows)}`).toHaveValue(shows);
}

/**
 * Adds `option` to the multi-select `field` (pickOption; the list stays open) and checks that the
 * list marks it chosen, then closes the list.
 */
export async function chooseAmong(page: Page, field: Locator, option: Locator, what: string): Promise<void> {
  await pickOption(field, option, { what: `the option ${what}` });
  await expect(option, `the field took ${what}`).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Escape");
}

/**
 * The answer of the tRPC query `procedure` whose input holds `term` under `key` (the app batches
 * its queries: `/trpc/a,b?batch=1&input=…`). Call it before typing the term, await it after.
 */
export function searchAnswered(page: Page, procedure: string, term: string, key = "term"): Promise<Response> {
  return page.waitForResponse((res) => {
    const url = new URL(res.url());
    if (!url.pathname.startsWith("/trpc/") || !url.pathname.split("/")[2]!.split(",").includes(procedure)) return false;
    return (url.searchParams.get("input") ?? "").includes(`${JSON.stringify(key)}:${JSON.stringify(term)}`);
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
