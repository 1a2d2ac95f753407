/**
 * The browser the browser tests drive: Debian's Chromium in its headless build
 * (`chromium-headless-shell`, the same Chromium without the desktop shell). The tests never show a
 * window, and the headless build renders and composites in fewer processes: the browser tier used
 * about a quarter less CPU with it than with the full `chromium` on two cores, where that tier is
 * bound by CPU. CHROMIUM_PATH chooses another binary.
 */
export const DEBIAN_BROWSER = { path: "/usr/bin/chromium-headless-shell", aptPackage: "chromium-headless-shell" } as const;

/** The binary Playwright launches: CHROMIUM_PATH when set, else Debian's headless Chromium. */
export function browserPath(env: NodeJS.ProcessEnv): string {
  return env.CHROMIUM_PATH || DEBIAN_BROWSER.path;
}
