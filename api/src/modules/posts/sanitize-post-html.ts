import sanitizeHtml from 'sanitize-html';

const HTTP_URL = /^https?:\/\//i;
/** Absolute http(s) URLs, or paths on the API host (`/static/...`), never protocol-relative ones. */
const IMAGE_SOURCE = /^(https?:\/\/|\/(?!\/))/i;

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'ul',
    'ol',
    'li',
    'a',
    'strong',
    'em',
    'b',
    'i',
    'blockquote',
    'img',
    'figure',
    'figcaption',
    'br',
    'hr',
    'code',
    'pre',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
  },
  allowedSchemes: ['http', 'https'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  transformTags: {
    // Links keep only http(s) targets, open in a new tab and cannot reach back into the page.
    a: (_tagName, attribs) => {
      if (!attribs.href || !HTTP_URL.test(attribs.href.trim())) return { tagName: 'span', attribs: {} };
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
  // An image without an acceptable source is dropped entirely.
  exclusiveFilter: (frame) => frame.tag === 'img' && !IMAGE_SOURCE.test((frame.attribs.src ?? '').trim()),
};

/**
 * Cleans rich post HTML on write: headings, paragraphs, lists, links (http/https only, rel noopener), emphasis,
 * quotes, images (http/https or /-relative), figures, line breaks, rules and code stay; scripts, event handlers,
 * javascript: URLs, iframes and everything else go.
 */
export function sanitizePostHtml(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/** Plain text for titles and summaries: every tag removed. */
export function plainText(text: string): string {
  return sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} }).trim();
}
