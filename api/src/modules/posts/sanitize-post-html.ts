import { POST_HTML_ATTRIBUTES, POST_HTML_TAGS } from '@arena/contract/rules';
import sanitizeHtml from 'sanitize-html';

const HTTP_URL = /^https?:\/\//i;
/** Absolute http(s) URLs, or paths on the API host (`/static/...`), never protocol-relative ones. */
const IMAGE_SOURCE = /^(https?:\/\/|\/(?!\/))/i;

const options: sanitizeHtml.IOptions = {
  // The one allow-list of the contract: the article page sanitizes with the same tags and attributes.
  allowedTags: [...POST_HTML_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(POST_HTML_ATTRIBUTES).map(([tag, attributes]) => [tag, [...attributes]]),
  ),
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  transformTags: {
    // Links keep only http(s) targets, open in a new tab and cannot reach back into the page.
    a: (_tagName, attribs) => {
      // Without one the link loses its tag and keeps its text (`exclusiveFilter`). Renaming it instead would leave
      // the renamed tag's closing name behind for the next link at that depth (sanitize-html 2.17).
      if (!attribs.href || !HTTP_URL.test(attribs.href.trim())) return { tagName: 'a', attribs: {} };
      const kept: Record<string, string> = {
        href: attribs.href.trim(),
        rel: 'noopener noreferrer',
        target: '_blank',
      };
      if (attribs.title) kept.title = attribs.title;
      return { tagName: 'a', attribs: kept };
    },
    img: (_tagName, attribs) => ({ tagName: 'img', attribs: { ...attribs, loading: 'lazy' } }),
  },
  // An image without an acceptable source is dropped entirely; a link without one is its text alone.
  exclusiveFilter: (frame) => {
    if (frame.tag === 'a' && !frame.attribs.href) return 'excludeTag';
    return frame.tag === 'img' && !IMAGE_SOURCE.test((frame.attribs.src ?? '').trim());
  },
};

/**
 * Cleans rich post HTML on write: headings, paragraphs, lists, links (http/https only, rel noopener), emphasis,
 * quotes, images (http/https or /-relative), figures, line breaks, rules and code stay; scripts, event handlers,
 * javascript: URLs, iframes and everything else go.
 */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/** The characters sanitize-html writes as entities in text, back as they are. */
const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&amp;': '&' };

/**
 * Plain text for titles, summaries and tags: every tag removed, the rest as a reader sees it (`Q&A`, not `Q&amp;A`:
 * screens draw it as text, never as HTML).
 */
export function plainText(text: string): string {
  return sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(lt|gt|quot|amp);/g, (entity) => ENTITIES[entity]!)
    .trim();
}
