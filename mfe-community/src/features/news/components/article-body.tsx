import { directionOf, navigateTo, type Locale } from '@arena/shared-kit';
import { useMemo, type MouseEvent } from 'react';
import styled from 'styled-components';
import { sanitizeHtml } from '../utils/sanitize-html';

const Prose = styled.div`
  font-size: 1.05rem;
  line-height: 1.8;
  text-align: start;
  overflow-wrap: anywhere;
  figure {
    margin-inline: 0;
  }
  figcaption {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  h1,
  h2,
  h3,
  h4 {
    line-height: 1.3;
    margin-block: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(3)};
  }
  p,
  ul,
  ol,
  blockquote,
  figure,
  pre,
  table {
    margin-block: 0 ${({ theme }) => theme.space(4)};
  }
  ul,
  ol {
    padding-inline-start: ${({ theme }) => theme.space(6)};
  }
  img,
  video {
    max-inline-size: 100%;
    block-size: auto;
    border-radius: ${({ theme }) => theme.radius.medium};
  }
  blockquote {
    margin-inline: 0;
    padding-inline-start: ${({ theme }) => theme.space(4)};
    border-inline-start: 4px solid ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  pre {
    overflow-x: auto;
    padding: ${({ theme }) => theme.space(3)};
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  table {
    border-collapse: collapse;
    display: block;
    overflow-x: auto;
  }
  th,
  td {
    border: 1px solid ${({ theme }) => theme.colors.border};
    padding: ${({ theme }) => theme.space(2)};
    text-align: start;
  }
`;

/** Links inside the body that stay on the portal move without a page load, like every other portal link. */
function followPortalLink(event: MouseEvent<HTMLDivElement>): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element).closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download'))
    return;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return;
  event.preventDefault();
  navigateTo(`${url.pathname}${url.search}${url.hash}`);
}

/**
 * The article's rich HTML, sanitized here before it reaches the DOM, laid out in the direction of its language
 * (right to left for Arabic).
 */
export function ArticleBody({ html, language }: { html: string; language: Locale }) {
  const safeHtml = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Prose
      data-testid="article-body"
      lang={language}
      dir={directionOf(language)}
      onClick={followPortalLink}
      dangerouslySetInnerHTML={{ __html: safeHtml }}
    />
  );
}
