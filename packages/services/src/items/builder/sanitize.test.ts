import { describe, expect, it } from "vitest";
import { sanitizeDescription } from "./sanitize.ts";

describe("sanitizeDescription", () => {
  it("keeps the editor's basic formatting", () => {
    const html = "<h3>Trip</h3><p>Bring <strong>lunch</strong>, <em>water</em>, <s>pets</s><br></p><ol><li>a</li></ol><blockquote>q</blockquote>";
    expect(sanitizeDescription(html)).toBe("<h3>Trip</h3><p>Bring <strong>lunch</strong>, <em>water</em>, <s>pets</s><br /></p><ol><li>a</li></ol><blockquote>q</blockquote>");
  });

  it("drops script, event handlers, styles, frames, images and unsafe link schemes", () => {
    expect(sanitizeDescription('<p onmouseover="x()" style="position:fixed">a<script>alert(1)</script></p>')).toBe("<p>a</p>");
    expect(sanitizeDescription('<img src="x" onerror="alert(1)"><iframe src="https://e.test"></iframe><style>p{}</style>')).toBe("");
    expect(sanitizeDescription('<a href="javascript:alert(1)">x</a>')).toBe('<a rel="noopener noreferrer nofollow" target="_blank">x</a>');
    expect(sanitizeDescription('<a href="data:text/html,x">x</a><a href="//evil.test">y</a>')).not.toContain("href");
  });

  it("keeps http, https and mailto links, opening them safely", () => {
    expect(sanitizeDescription('<a href="mailto:office@school.test" rel="opener">mail</a>')).toBe(
      '<a href="mailto:office@school.test" rel="noopener noreferrer nofollow" target="_blank">mail</a>',
    );
  });
});
