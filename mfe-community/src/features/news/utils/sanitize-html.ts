import { POST_HTML_ATTRIBUTES, POST_HTML_TAGS } from '@arena/contract/rules';
import DOMPurify from 'dompurify';

// Links the author opened in a new tab must not hand the article's window to the target page.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank')
    node.setAttribute('rel', 'noopener noreferrer');
});

/** Every attribute some tag of the allow-list may keep (DOMPurify's list is not per tag). */
const POST_ATTRIBUTES = [...new Set(Object.values(POST_HTML_ATTRIBUTES).flat())];

/**
 * A post body made safe to render with the one allow-list of a post's HTML (`POST_HTML_TAGS`,
 * `POST_HTML_ATTRIBUTES`): anything else — scripts, styles, event handlers, forms, frames — is removed, and
 * DOMPurify drops `javascript:` and other unsafe URLs. The server sanitizes on write with the same list; the client
 * never trusts that alone.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...POST_HTML_TAGS],
    ALLOWED_ATTR: POST_ATTRIBUTES,
  });
}
