/**
 * Guard against catastrophic regular expressions in monitor queries. JavaScript's regex engine
 * backtracks and cannot be interrupted, so a query like `/(a+)+$/` could stall the job queue on
 * one unlucky event. Rather than a second engine, a query's shape is judged before it is saved
 * (and again before it runs): these shapes are what make backtracking explode, and refusing them
 * keeps every accepted query polynomial with a small exponent on the (capped) event text.
 *  - a repeating group whose body repeats or alternates (`(a+)+`, `(a|ab)*`): exponential;
 *  - back-references (`\1`, `\k<name>`): no bound at all;
 *  - more than two open-ended repeats (`.*.*.*x`): a polynomial of that degree.
 */
export const MONITOR_REGEX_LIMITS = {
  /** Characters of a `/regex/` query, slashes included (the validators' query limit). */
  maxLength: 200,
  maxOpenRepeats: 2,
  /** A `{n,m}` repeat wider than this counts as open-ended. */
  maxBoundedSpan: 10,
} as const;

export type RegexShapeVerdict = "safe" | "unsafe";

interface GroupState {
  repeats: boolean;
  alternates: boolean;
}

interface Quantifier {
  length: number;
  /** Can match its operand more than once. */
  repeating: boolean;
  /** Counts toward the open-ended budget. */
  open: boolean;
}

/** The quantifier starting at `source[i]`, if any (with a lazy/possessive `?` after it). */
function quantifierAt(source: string, i: number): Quantifier | null {
  const ch = source[i];
  let length = 0;
  let repeating = false;
  let open = false;
  if (ch === "*" || ch === "+") {
    length = 1;
    repeating = true;
    open = true;
  } else if (ch === "?") {
    length = 1;
  } else if (ch === "{") {
    const braces = /^\{(\d+)(,(\d*))?\}/.exec(source.slice(i));
    if (!braces) return null;
    length = braces[0].length;
    const min = Number(braces[1]);
    const max = braces[2] === undefined ? min : braces[3] === "" ? Number.POSITIVE_INFINITY : Number(braces[3]);
    repeating = max > 1;
    open = max - min > MONITOR_REGEX_LIMITS.maxBoundedSpan;
  } else {
    return null;
  }
  if (source[i + length] === "?") length++;
  return { length, repeating, open };
}

/** Judge a regex body (between the slashes). Syntax errors are the caller's `new RegExp` to find. */
export function regexShape(source: string): RegexShapeVerdict {
  const stack: GroupState[] = [{ repeats: false, alternates: false }];
  let openRepeats = 0;
  let i = 0;
  // What the next quantifier applies to: a closed group's state, or an atom (null).
  let operand: GroupState | null = null;
  while (i < source.length) {
    const ch = source[i]!;
    const top = stack[stack.length - 1]!;
    if (ch === "\\") {
      const next = source[i + 1] ?? "";
      if (/[1-9]/.test(next) || next === "k") return "unsafe";
      i += 2;
      operand = null;
    } else if (ch === "[") {
      // A character class is one atom: skip to its closing bracket.
      i++;
      if (source[i] === "^") i++;
      if (source[i] === "]") i++;
      while (i < source.length && source[i] !== "]") i += source[i] === "\\" ? 2 : 1;
      i++;
      operand = null;
    } else if (ch === "(") {
      stack.push({ repeats: false, alternates: false });
      i++;
      // Non-capturing, lookaround and named groups: skip their prefix.
      const prefix = /^\?(?::|=|!|<=|<!|<[A-Za-z_][A-Za-z0-9_]*>)/.exec(source.slice(i));
      if (prefix) i += prefix[0].length;
      operand = null;
      continue;
    } else if (ch === ")") {
      const closed = stack.length > 1 ? stack.pop()! : { repeats: false, alternates: false };
      i++;
      operand = closed;
      const parent = stack[stack.length - 1]!;
      parent.repeats ||= closed.repeats;
      continue;
    } else if (ch === "|") {
      top.alternates = true;
      i++;
      operand = null;
    } else {
      const quantifier = quantifierAt(source, i);
      if (quantifier) {
        if (quantifier.repeating && operand && (operand.repeats || operand.alternates)) return "unsafe";
        if (quantifier.repeating) top.repeats = true;
        if (quantifier.open && ++openRepeats > MONITOR_REGEX_LIMITS.maxOpenRepeats) return "unsafe";
        i += quantifier.length;
        operand = null;
        continue;
      }
      i++;
      operand = null;
    }
  }
  return "safe";
}
