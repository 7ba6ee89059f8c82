/**
 * Rich text of findings as stored (SPEC §3 Insight content, key takeaways; issue 10 "sanitised rich text"): what the
 * web's editor writes, cleaned on save with sanitize-html so no script, handler, frame or unsafe link is ever kept.
 */
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'blockquote', 'a'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => ({ tagName, attribs: attribs.href ? { href: attribs.href, rel: 'noopener noreferrer' } : {} }),
  },
};

/** `html` with only the findings' formatting (paragraphs, subheadings, emphasis, lists, block quotes, http(s)/mailto links). */
export function safeFindingsHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
