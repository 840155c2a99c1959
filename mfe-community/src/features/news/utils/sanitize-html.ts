import DOMPurify from 'dompurify';

// Links the author opened in a new tab must not hand the article's window to the target page.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank')
    node.setAttribute('rel', 'noopener noreferrer');
});

/**
 * A post body made safe to render: scripts, event handlers, `javascript:` URLs, forms and embedded frames removed.
 * The server sanitizes on write too; the client never trusts that alone.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  });
}
