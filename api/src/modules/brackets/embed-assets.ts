import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';
import { apiError } from '../../errors.js';

/** The portal's design tokens (shared-kit `theme`), which the API cannot import: the frame matches the page. */
const theme = {
  background: '#0b0f1a',
  surface: '#141a2a',
  border: '#2a3350',
  text: '#f2f4f8',
  textMuted: '#a4adc2',
  primary: '#f5b301',
  success: '#3ecf8e',
  danger: '#ff6b6e',
  info: '#5aa9ff',
  font: "system-ui, -apple-system, 'Segoe UI', Tahoma, 'Noto Sans Arabic', 'Noto Sans', sans-serif",
};

/** The `type` of the message the embed page posts to its parent whenever its height changes. */
export const BRACKET_RESIZE_MESSAGE = 'arena:bracket-resize';

/**
 * The embed page's own script (served from the API's origin, so the page's CSP can stay `script-src 'self'`).
 * It reads the page's JSON data, draws the stage with brackets-viewer in the page's language, and tells the
 * parent frame its height: on every size change, to the parent's origin only, and only when that origin is one
 * of the portal's (the page's CSP `frame-ancestors` already refuses any other parent).
 */
const CLIENT_SCRIPT = `(function () {
  'use strict';
  var payload = JSON.parse(document.getElementById('bracket-data').textContent);
  var root = document.getElementById('bracket-root');

  function parentOrigin() {
    var ancestors = window.location.ancestorOrigins;
    var origin = ancestors && ancestors.length > 0 ? ancestors[0] : '';
    if (!origin && document.referrer) {
      try { origin = new URL(document.referrer).origin; } catch (error) { origin = ''; }
    }
    return payload.parentOrigins.indexOf(origin) >= 0 ? origin : null;
  }

  var target = window.parent !== window ? parentOrigin() : null;
  var lastHeight = -1;
  function postHeight() {
    var height = Math.ceil(root.getBoundingClientRect().height);
    if (!target || height === lastHeight) return;
    lastHeight = height;
    window.parent.postMessage({ type: payload.messageType, height: height }, target);
  }
  new ResizeObserver(postHeight).observe(root);

  function showFailure(error) {
    var message = document.createElement('p');
    message.className = 'bracket-message';
    message.textContent = payload.texts.drawFailed;
    root.replaceChildren(message);
    console.error(error);
  }

  // brackets-viewer takes its language from the \`lng\` query parameter before anything else it looks at.
  var address = new URL(window.location.href);
  address.searchParams.set('lng', payload.lang);
  window.history.replaceState(window.history.state, '', address.href);

  var viewer = window.bracketsViewer;
  if (!viewer) return showFailure(new Error('brackets-viewer did not load'));
  viewer
    .addLocale(payload.lang, payload.labels)
    .then(function () {
      return viewer.render(payload.data, {
        selector: '#bracket',
        clear: true,
        participantOriginPlacement: 'before',
        showSlotsOrigin: true,
        highlightParticipantOnHover: true,
        showRankingTable: true
      });
    })
    .then(postHeight, showFailure);
})();
`;

/** The viewer's colours from the portal's theme, so the frame looks like the page around it. */
const STYLESHEET = `html, body { margin: 0; background: ${theme.background}; color: ${theme.text}; }
body { font-family: ${theme.font}; }
#bracket-root { display: flow-root; }
.brackets-viewer {
  --primary-background: ${theme.background};
  --secondary-background: ${theme.surface};
  --match-background: ${theme.surface};
  --font-color: ${theme.text};
  --win-color: ${theme.success};
  --loss-color: ${theme.danger};
  --label-color: ${theme.textMuted};
  --hint-color: ${theme.textMuted};
  --connector-color: ${theme.border};
  --border-color: ${theme.border};
  --border-hover-color: ${theme.info};
  --border-selected-color: ${theme.primary};
  --text-size: 13px;
  --match-width: 190px;
  font-family: inherit;
  margin: 0;
  padding-block: 8px 16px;
  padding-inline: 16px;
}
.brackets-viewer h1 { margin-block-start: 8px; font-size: 1.4em; }
.bracket-message { margin: 0; padding: 32px 16px; text-align: center; color: ${theme.textMuted}; }
`;

export interface EmbedAsset {
  body: Buffer;
  gzipped: Buffer;
  contentType: string;
}

function asset(body: Buffer | string, contentType: string): EmbedAsset {
  const buffer = Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8');
  return { body: buffer, gzipped: gzipSync(buffer, { level: 9 }), contentType };
}

function contentHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 12);
}

const require = createRequire(import.meta.url);
const VIEWER_VERSION = (require('brackets-viewer/package.json') as { version: string }).version;

/** Where the page finds its scripts and styles (all under `/embed/assets/`, immutable: names carry versions). */
export const EMBED_ASSET_NAMES = {
  viewerScript: `brackets-viewer-${VIEWER_VERSION}.min.js`,
  viewerStyles: `brackets-viewer-${VIEWER_VERSION}.min.css`,
  clientScript: `bracket-embed-${contentHash(CLIENT_SCRIPT)}.js`,
  clientStyles: `bracket-embed-${contentHash(STYLESHEET)}.css`,
} as const;

let assets: Map<string, EmbedAsset> | null = null;

/** The embed assets by file name, read (and compressed) once. */
export function embedAssets(): Map<string, EmbedAsset> {
  if (!assets) {
    const viewerFile = (name: string) => readFileSync(require.resolve(`brackets-viewer/dist/${name}`));
    assets = new Map([
      [
        EMBED_ASSET_NAMES.viewerScript,
        asset(viewerFile('brackets-viewer.min.js'), 'text/javascript; charset=utf-8'),
      ],
      [
        EMBED_ASSET_NAMES.viewerStyles,
        asset(viewerFile('brackets-viewer.min.css'), 'text/css; charset=utf-8'),
      ],
      [EMBED_ASSET_NAMES.clientScript, asset(CLIENT_SCRIPT, 'text/javascript; charset=utf-8')],
      [EMBED_ASSET_NAMES.clientStyles, asset(STYLESHEET, 'text/css; charset=utf-8')],
    ]);
  }
  return assets;
}

/** The embed asset named `file`; throws 404 (4004) in the API's error shape when there is none. */
export function embedAsset(file: string): EmbedAsset {
  const found = embedAssets().get(file);
  if (!found) throw apiError('notFound', { message: 'Embed asset not found', details: { file } });
  return found;
}
