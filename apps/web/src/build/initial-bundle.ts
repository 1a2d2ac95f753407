/**
 * The size budget of the first download: what `index.html` makes the browser fetch before the
 * app can draw anything (the entry script, the chunks it preloads, its stylesheets). Pure, so
 * the arithmetic is tested; the build plugin (`vite.config.ts`) reads the files and gzips them.
 */

/** 250 kB of JavaScript, gzipped, so the pay pages open quickly on a parent's phone. kB as Vite prints them: 1,000 bytes. */
export const INITIAL_SCRIPT_BUDGET_BYTES = 250_000;

export type EagerAssetKind = "script" | "style";

export interface EagerAsset {
  href: string;
  kind: EagerAssetKind;
}

/**
 * Every asset `index.html` loads eagerly, in document order, once each: module scripts,
 * `modulepreload` links and stylesheets. Icons and other links are not part of the download
 * that blocks the first paint.
 */
export function eagerAssets(html: string): EagerAsset[] {
  const found = new Map<string, EagerAssetKind>();
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const src = attribute(tag, "src");
    const rel = attribute(tag, "rel")?.toLowerCase();
    const href = attribute(tag, "href");
    if (tag.toLowerCase().startsWith("<script") && src) found.set(src, "script");
    else if (rel === "modulepreload" && href) found.set(href, "script");
    else if (rel === "stylesheet" && href) found.set(href, "style");
  }
  return [...found].map(([href, kind]) => ({ href, kind }));
}

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, "i").exec(tag)?.[1];
}

export interface SizedAsset extends EagerAsset {
  gzipBytes: number;
}

export interface BudgetReport {
  scriptBytes: number;
  styleBytes: number;
  budgetBytes: number;
  withinBudget: boolean;
  /** One line per asset and the totals, for the build log. */
  lines: string[];
}

/** The scripts count against the budget; stylesheets are reported beside them. */
export function checkInitialBundle(assets: SizedAsset[], budgetBytes = INITIAL_SCRIPT_BUDGET_BYTES): BudgetReport {
  const total = (kind: EagerAssetKind) => assets.filter((a) => a.kind === kind).reduce((sum, a) => sum + a.gzipBytes, 0);
  const scriptBytes = total("script");
  const styleBytes = total("style");
  const withinBudget = scriptBytes <= budgetBytes;
  const lines = [
    ...assets.map((a) => `${kB(a.gzipBytes).padStart(10)}  ${a.kind.padEnd(6)} ${a.href}`),
    `${kB(scriptBytes).padStart(10)}  scripts in total (budget ${kB(budgetBytes)})${withinBudget ? "" : "  OVER BUDGET"}`,
    `${kB(styleBytes).padStart(10)}  stylesheets in total`,
  ];
  return { scriptBytes, styleBytes, budgetBytes, withinBudget, lines };
}

export function kB(bytes: number): string {
  return `${(bytes / 1000).toFixed(2)} kB`;
}
