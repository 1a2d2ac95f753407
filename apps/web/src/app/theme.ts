import { type CSSVariablesResolver, DEFAULT_THEME, createTheme, darken, luminance } from "@mantine/core";

/**
 * WCAG 2.1 AA asks 4.5:1 for text. Mantine's defaults fall short in places (dimmed text is gray 6,
 * 3.3:1 on white; white on a filled indigo 6 button is 4.4:1; red 8 text is 4.2:1), so:
 * - the primary shade is 8 (white on indigo 8 is 5.8:1);
 * - filled components pick black or white text by the background's luminance, switching at 0.179,
 *   the point where both give the same contrast, so the better one always wins;
 * - coloured text (`c="red"`, light and outline variants) takes, per colour, the lightest shade
 *   from 7 up that reaches 4.5:1 on its background, else near-black (see `resolveCssVariables`).
 */
const PAGE_CONTROL_LABELS = { first: "First page", previous: "Previous page", next: "Next page", last: "Last page" } as const;

export const theme = createTheme({
  primaryColor: "indigo",
  primaryShade: { light: 8, dark: 8 },
  autoContrast: true,
  // Someone who asked their system for less motion gets no fades and slides (WCAG 2.3.3); the
  // browser tests ask for it too, so an audit never judges a dialog's colours mid-fade.
  respectReducedMotion: true,
  luminanceThreshold: 0.179,
  defaultRadius: "md",
  cursorType: "pointer",
  fontFamily:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  headings: { fontWeight: "650" },
  components: {
    Paper: { defaultProps: { withBorder: true } },
    // Mantine clips a badge's label with an ellipsis when its row is narrow, and "PEN…" says
    // nothing. Nothing clips here: a badge is never narrower than its longest word, the row grows
    // or wraps it, and a long one (a company's or a role's name on a phone) breaks between words
    // onto a second line of the pill. Theme styles are inline, so they win over Mantine's classes.
    Badge: {
      styles: {
        root: { overflow: "visible", height: "auto", minHeight: "var(--badge-height)" },
        label: { overflow: "visible", textOverflow: "clip", whiteSpace: "normal" },
      },
    },
    Card: { defaultProps: { withBorder: true } },
    // Mantine's close buttons and page arrows are icons without a name; every one gets one here
    // ("Dismiss", so a dialog's own Close button stays the only one by that name).
    Notification: { defaultProps: { closeButtonProps: { "aria-label": "Dismiss message" } } },
    Modal: { defaultProps: { closeButtonProps: { "aria-label": "Dismiss dialog" } } },
    Drawer: { defaultProps: { closeButtonProps: { "aria-label": "Dismiss panel" } } },
    Alert: { defaultProps: { closeButtonLabel: "Dismiss" } },
    // A menu's children must all be menu items (axe aria-required-children): Mantine's focusable
    // placeholder inside the list breaks that, so opening a menu focuses its first item instead,
    // which is the ARIA menu button pattern.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    Pagination: {
      defaultProps: {
        getControlProps: (control: keyof typeof PAGE_CONTROL_LABELS) => ({ "aria-label": PAGE_CONTROL_LABELS[control] }),
      },
    },
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
 * the page; the light variant's text against its hover background, the darker of its two (an
 * active navigation link is usually hovered when it was just clicked). Mantine's hover is shade 2,
 * too dark for any shade of its text; ours is shade 1 a touch darker.
 */
const TEXT_VARIABLES: Record<string, string> = Object.fromEntries(
  Object.entries(DEFAULT_THEME.colors).flatMap(([name, shades]) => {
    const lightHover = darken(shades[1] ?? PAGE_BACKGROUND, 0.05);
    const onPage = readableOn(shades, PAGE_BACKGROUND);
    return [
      [`--mantine-color-${name}-text`, onPage],
      [`--mantine-color-${name}-outline`, onPage],
      [`--mantine-color-${name}-light-hover`, lightHover],
      [`--mantine-color-${name}-light-color`, readableOn(shades, lightHover)],
    ];
  }),
);

export const resolveCssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    "--mantine-color-dimmed": DEFAULT_THEME.colors.gray[7],
    "--mantine-color-error": readableOn(DEFAULT_THEME.colors.red, PAGE_BACKGROUND),
    ...TEXT_VARIABLES,
  },
  dark: {},
});
