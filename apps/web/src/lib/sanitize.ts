/** HTML sanitising for rich text from the API (key takeaways, task texts): DOMPurify, no scripts, styles or event handlers. */
import DOMPurify from 'dompurify';

// Images in API rich text carry no description we could offer: mark those without alt as decorative.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
});

/** Returns `html` made safe to inject (images without alt become decorative); empty for missing input. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input'], FORBID_ATTR: ['style'] });
}
