/**
 * The description editor's HTML (rich text, docs/product/items-and-fees.md) is shown to payers
 * on the pay pages, so it is cleaned on save: basic formatting stays, everything that could run
 * script, load something or restyle the page goes. sanitize-html parses with htmlparser2, so
 * broken or nested markup cannot smuggle a tag past a pattern.
 */
import sanitizeHtml from "sanitize-html";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["p", "br", "strong", "b", "em", "i", "u", "s", "ul", "ol", "li", "a", "h2", "h3", "h4", "blockquote"],
  // rel and target always come from the transform below, which overrides the author's.
  allowedAttributes: { a: ["href", "rel", "target"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  // Script and style bodies are code, not text the author meant to show.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object"],
  transformTags: {
    // Links leave the pay page without handing it to the target.
    a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer nofollow", target: "_blank" }),
  },
};

export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
