import { type CSSVariablesResolver, DEFAULT_THEME, createTheme, luminance } from "@mantine/core";

/**
 * WCAG 2.1 AA asks 4.5:1 for text. Mantine's defaults fall short in places (dimmed text is gray 6,
 * 3.3:1 on white; white on a filled indigo 6 button is 4.4:1; red 8 text is 4.2:1), so:
 * - the primary shade is 8 (white on indigo 8 is 5.8:1);
 * - filled components pick black or white text by the background's luminance, switching at 0.179,
 *   the point where both give the same contrast, so the better one always wins;
 * - coloured text (`c="red"`, light and outline variants) takes, per colour, the lightest shade
 *   from 7 up that reaches 4.5:1 on its background, else near-black (see `resolveCssVariables`).
 */
export const theme = createTheme({
  primaryColor: "indigo",
  primaryShade: { light: 8, dark: 8 },
  autoContrast: true,
  luminanceThreshold: 0.179,
  defaultRadius: "md",
  cursorType: "pointer",
  fontFamily:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  headings: { fontWeight: "650" },
  components: {
    Paper: { defaultProps: { withBorder: true } },
    Card: { defaultProps: { withBorder: true } },
    // Mantine's close buttons are icons without a name; every one gets one here.
    Notification: { defaultProps: { closeButtonProps: { "aria-label": "Close message" } } },
    Modal: { defaultProps: { closeButtonProps: { "aria-label": "Close dialog" } } },
    Drawer: { defaultProps: { closeButtonProps: { "aria-label": "Close panel" } } },
  },
});

const AA_TEXT_CONTRAST = 4.5;
/** Plain coloured text sits on white or the page's gray 0; judge it against the darker one. */
const PAGE_BACKGROUND = DEFAULT_THEME.colors.gray[0];

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The lightest of shades 7-9 readable on `background`, else near-black. */
function readableOn(shades: readonly string[], background: string): string {
  const shade = [7, 8, 9].map((i) => shades[i]).find((color) => color !== undefined && contrast(color, background) >= AA_TEXT_CONTRAST);
  return shade ?? DEFAULT_THEME.colors.dark[7];
}

/**
 * Text colours per theme colour, computed once from the palette: plain and outline text against
 * the page, the light variant's text against its own background (shade 1).
 */
const TEXT_VARIABLES: Record<string, string> = Object.fromEntries(
  Object.entries(DEFAULT_THEME.colors).flatMap(([name, shades]) => [
    [`--mantine-color-${name}-text`, readableOn(shades, PAGE_BACKGROUND)],
    [`--mantine-color-${name}-outline`, readableOn(shades, PAGE_BACKGROUND)],
    [`--mantine-color-${name}-light-color`, readableOn(shades, shades[1] ?? PAGE_BACKGROUND)],
  ]),
);

export const resolveCssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": DEFAULT_THEME.colors.gray[7],
    // Field errors are red 6 by default (3.3:1): the same readable red as red text.
    "--mantine-color-error": readableOn(DEFAULT_THEME.colors.red, PAGE_BACKGROUND),
    ...TEXT_VARIABLES,
  },
  dark: {},
});
