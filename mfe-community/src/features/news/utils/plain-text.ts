/** P2 §9: meta description and social tags use this many characters of the plain-text body. */
export const META_DESCRIPTION_LENGTH = 160;

const SKIPPED_ELEMENTS = new Set([
  'SCRIPT',
  'STYLE',
  'TEMPLATE',
  'NOSCRIPT',
  'IFRAME',
  'OBJECT',
  'SVG',
  'MATH',
]);
const BLOCK_ELEMENTS = new Set([
  'ADDRESS',
  'ARTICLE',
  'ASIDE',
  'BLOCKQUOTE',
  'BR',
  'DD',
  'DIV',
  'DL',
  'DT',
  'FIGCAPTION',
  'FIGURE',
  'FOOTER',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HEADER',
  'HR',
  'LI',
  'MAIN',
  'NAV',
  'OL',
  'P',
  'PRE',
  'SECTION',
  'TABLE',
  'TD',
  'TH',
  'TR',
  'UL',
]);

function collectText(node: Node, parts: string[]): void {
  if (node.nodeType === Node.TEXT_NODE) {
    parts.push(node.nodeValue ?? '');
    return;
  }
  if (node.nodeType !== Node.ELEMENT_NODE && node.nodeType !== Node.DOCUMENT_NODE) return;
  const tag = node.nodeType === Node.ELEMENT_NODE ? (node as Element).tagName.toUpperCase() : '';
  if (SKIPPED_ELEMENTS.has(tag)) return;
  const isBlock = BLOCK_ELEMENTS.has(tag);
  if (isBlock) parts.push(' ');
  node.childNodes.forEach((child) => collectText(child, parts));
  if (isBlock) parts.push(' ');
}

/**
 * The readable text of an HTML fragment: tags dropped, entities decoded, scripts and styles ignored, blocks
 * separated by a space, whitespace collapsed. Parsing uses an inert document, so nothing in the HTML runs or loads.
 *
 * @example htmlToPlainText('<p>Hello&nbsp;<b>world</b></p><p>Again</p>') // 'Hello world Again'
 */
export function htmlToPlainText(html: string | null | undefined): string {
  if (!html) return '';
  const document = new DOMParser().parseFromString(html, 'text/html');
  const parts: string[] = [];
  collectText(document.body, parts);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** The first 160 characters of a plain text (whole code points, trailing space trimmed), for meta and social tags. */
export function metaDescription(plainText: string, length = META_DESCRIPTION_LENGTH): string {
  return Array.from(plainText).slice(0, length).join('').trim();
}
