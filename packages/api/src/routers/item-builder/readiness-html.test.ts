import { describe, expect, it } from "vitest";
import { readinessHtml } from "./readiness-html.ts";

describe("readinessHtml", () => {
  it("marks a ready item", () => {
    expect(readinessHtml({ ready: true, problems: [] }, {})).toBe(
      '<div class="item-readiness" data-ready="1"><p>Ready</p></div>',
    );
  });

  it("lists each problem with its area and the legacy form's input name, escaping everything", () => {
    const html = readinessHtml(
      {
        ready: false,
        problems: [
          { area: "account", message: 'Pick <one> & "go"' },
          { area: "input", message: "It's bad", input: "coaId" },
          { area: "input", message: "x", input: 'a"><script>' },
        ],
      },
      { coaId: "chart_of_accounts" },
    );
    expect(html).toBe(
      '<div class="item-readiness" data-ready="0"><ul>' +
        '<li data-area="account">Pick &lt;one&gt; &amp; &quot;go&quot;</li>' +
        '<li data-area="input" data-input="chart_of_accounts">It&#39;s bad</li>' +
        '<li data-area="input" data-input="a&quot;&gt;&lt;script&gt;">x</li>' +
        "</ul></div>",
    );
  });
});
