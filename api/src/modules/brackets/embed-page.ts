import type { BracketType } from '@arena/contract';
import type { LocalizedValue } from '../../db/schema.js';
import { escapeHtml } from '../../http/escape.js';
import type { BracketViewerData } from './brackets-service.js';
import { BRACKET_RESIZE_MESSAGE, EMBED_ASSET_NAMES } from './embed-assets.js';
import { EMBED_TEXTS, type EmbedLanguage, viewerLabels } from './embed-labels.js';

const ASSETS = '/embed/assets';

/**
 * JSON for a `<script type="application/json">` element: `<`, `>` and `&` (and the two JavaScript line
 * separators) are written as escapes, so no value — a participant named `</script><script>…` included — can end
 * the element or start markup.
 */
export function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => {
    return `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}

/**
 * The page's Content-Security-Policy: scripts and styles from the API's origin only, nothing else loaded, and
 * only the portal's origins may frame it.
 */
export function embedContentSecurityPolicy(portalOrigins: string[]): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${portalOrigins.length > 0 ? portalOrigins.join(' ') : "'none'"}`,
  ].join('; ');
}

function documentHead(language: EmbedLanguage, title: string, stylesheets: string[]): string {
  // Brackets read left to right in every language: only the words are Arabic.
  return `<!doctype html>
<html lang="${language}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="data:,">
${stylesheets.map((name) => `<link rel="stylesheet" href="${ASSETS}/${name}">`).join('\n')}
</head>`;
}

export interface BracketEmbedPageInput {
  language: EmbedLanguage;
  tournamentName: LocalizedValue;
  type: BracketType;
  data: BracketViewerData;
  /** Origins the page may post its height to (the portal's). */
  parentOrigins: string[];
}

/** The embed page drawing one stage (`/embed/brackets/{tournamentId}`). */
export function renderBracketEmbedPage(input: BracketEmbedPageInput): string {
  const texts = EMBED_TEXTS[input.language];
  const stageName = texts.stageName[input.type];
  const tournamentName = input.tournamentName[input.language] ?? input.tournamentName.en;
  const payload = {
    lang: input.language,
    labels: viewerLabels(input.language, input.type),
    texts: { drawFailed: texts.drawFailed },
    messageType: BRACKET_RESIZE_MESSAGE,
    parentOrigins: input.parentOrigins,
    // The viewer titles the stage with its name: the name of its type, in the page's language.
    data: { ...input.data, stages: input.data.stages.map((stage) => ({ ...stage, name: stageName })) },
  };
  const participants = input.data.participants
    .map((participant) => `<li>${escapeHtml(participant.name)}</li>`)
    .join('');
  return `${documentHead(input.language, `${stageName} · ${tournamentName}`, [
    EMBED_ASSET_NAMES.viewerStyles,
    EMBED_ASSET_NAMES.clientStyles,
  ])}
<body>
<main id="bracket-root">
<div id="bracket" class="brackets-viewer"></div>
<noscript><section class="bracket-message"><h1>${escapeHtml(stageName)}</h1><h2>${escapeHtml(
    texts.participants,
  )}</h2><ol>${participants}</ol></section></noscript>
</main>
<script type="application/json" id="bracket-data">${jsonForScriptElement(payload)}</script>
<script src="${ASSETS}/${EMBED_ASSET_NAMES.viewerScript}"></script>
<script src="${ASSETS}/${EMBED_ASSET_NAMES.clientScript}"></script>
</body>
</html>
`;
}

/** A page with one message instead of a bracket (not started yet, no next stage, unknown tournament). */
export function renderBracketMessagePage(language: EmbedLanguage, message: string): string {
  return `${documentHead(language, message, [EMBED_ASSET_NAMES.clientStyles])}
<body>
<main id="bracket-root"><p class="bracket-message">${escapeHtml(message)}</p></main>
</body>
</html>
`;
}
