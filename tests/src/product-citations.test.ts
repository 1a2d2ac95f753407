/**
 * Comments cite the product's rules by the file in docs/product/ that holds them
 * (`docs/product/terminal.md`, or `docs/product/uploads.md, Students` for one heading), so a reader
 * can open what a comment relies on. This keeps every citation pointing at a file (and heading)
 * that exists, and keeps out citations of documents the repository does not hold.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const PRODUCT_DIR = path.join(ROOT, "docs/product");
const SOURCE = /\.(ts|tsx|mts|mjs|js|css|prisma|md)$/;
/** Not ours to read (dependencies, build output, generated code) or not ours to change (applied migrations are checksummed). */
const SKIPPED = new Set(["node_modules", "dist", "generated", "migrations", "test-results", "playwright-report", ".git", ".turbo", ".data", ".test-timings"]);

function sourceFiles(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name) || (entry.name.startsWith(".") && entry.isDirectory())) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, found);
    else if (SOURCE.test(entry.name)) found.push(full);
  }
  return found;
}

interface Citation {
  where: string;
  file: string;
  heading?: string;
}

/**
 * `docs/product/<file>.md`, and the heading named after a comma: up to the citation's parenthesis,
 * a colon, a full stop or the line's end (a comment may wrap a long heading onto its next line).
 */
const CITATION = /docs\/product\/([a-z0-9-]+\.md)(?:, ([A-Z][^)\n;:.`"]*?))?(?=[)\n;:.`"]|$)/g;
/** The documents the rules were first written in, which the repository does not hold ("spec 3 §5", "CONVENTIONS §7", a bare "§4"). */
const OUTSIDE_DOCUMENT = /\b[Ss]pec [1-3]\b|\bCONVENTIONS\b|(?:^|[\s("'`])§\s?\d/;
/** Sections of outside standards, which are fine to cite. */
const STANDARD_SECTION = /\b(?:PNG|RFC ?\d+|WCAG|ISO)\b[^§\n]*§/;

function scan(files: readonly string[]) {
  const citations: Citation[] = [];
  const outside: string[] = [];
  for (const file of files) {
    const lines = readFileSync(file, "utf8").split("\n");
    const rel = path.relative(ROOT, file);
    lines.forEach((line, index) => {
      const where = `${rel}:${index + 1}`;
      if (OUTSIDE_DOCUMENT.test(line) && !STANDARD_SECTION.test(line)) outside.push(`${where}: ${line.trim()}`);
      for (const match of line.matchAll(CITATION)) citations.push({ where, file: match[1]!, ...(match[2] ? { heading: match[2].trim() } : {}) });
    });
  }
  return { citations, outside };
}

const headingsOf = new Map<string, string[]>();
function headings(file: string): string[] | undefined {
  if (!headingsOf.has(file)) {
    try {
      const text = readFileSync(path.join(PRODUCT_DIR, file), "utf8");
      headingsOf.set(file, [...text.matchAll(/^#{1,4} (.+)$/gm)].map((m) => m[1]!.toLowerCase()));
    } catch {
      return undefined;
    }
  }
  return headingsOf.get(file);
}

/** What is wrong with one citation, or null: the file must exist; a heading must begin one of its headings (a comment may wrap it). */
function problemOf(citation: Citation): string | null {
  const known = headings(citation.file);
  if (!known) return `${citation.where}: docs/product/${citation.file} does not exist`;
  if (citation.heading && !known.some((h) => h.startsWith(citation.heading!.toLowerCase())))
    return `${citation.where}: docs/product/${citation.file} has no heading "${citation.heading}"`;
  return null;
}

describe("citations of the product's rules", () => {
  // This file quotes the forms it looks for.
  const files = sourceFiles(ROOT).filter((file) => !file.startsWith(PRODUCT_DIR + path.sep) && file !== fileURLToPath(import.meta.url));
  const { citations, outside } = scan(files);

  it("are many (the scan reads the code)", () => {
    expect(citations.length).toBeGreaterThan(500);
  });

  it("name files and headings of docs/product that exist", () => {
    expect(citations.map(problemOf).filter(Boolean)).toEqual([]);
  });

  it("never cite the documents the repository does not hold", () => {
    expect(outside).toEqual([]);
  });

  it("catch a missing file, a missing heading and an outside citation", () => {
    expect(problemOf({ where: "x.ts:1", file: "no-such-area.md" })).toMatch(/does not exist/);
    expect(problemOf({ where: "x.ts:1", file: "terminal.md", heading: "Nowhere" })).toMatch(/no heading "Nowhere"/);
    expect(problemOf({ where: "x.ts:1", file: "terminal.md", heading: "The payment" })).toBeNull();
    for (const line of ["// the rule (spec 3 §5)", " * CONVENTIONS §7: carts", " * §8's message"]) expect(OUTSIDE_DOCUMENT.test(line)).toBe(true);
    expect(OUTSIDE_DOCUMENT.test(" * no interlace (PNG spec §11.2.2)") && !STANDARD_SECTION.test(" * no interlace (PNG spec §11.2.2)")).toBe(false);
    const [cited] = [..." * each row (docs/product/uploads.md, Students) of any size".matchAll(CITATION)];
    expect([cited![1], cited![2]]).toEqual(["uploads.md", "Students"]);
  });
});
