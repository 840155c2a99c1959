import { escapeHtml } from '../../http/escape.js';
import { bilingual, bilingualText, standInDocument } from '../../http/stand-in-page.js';
import { t } from '../../i18n/translate.js';
import type { ConnectionProviderName } from './connection-provider.js';
import { PROVIDER_LABELS } from './connections-service.js';
import type { LocalizedMessage } from './stand-in-provider.js';

const PAGE_STYLES = `
main { max-width: 560px; }
h1 { font-size: 1.6rem; margin: 0 0 8px; }
section { background: var(--panel); border: 1px solid var(--line); border-radius: 12px; padding: 20px; }
form { display: grid; gap: 16px; }
input { width: 100%; min-width: 0; font: inherit; padding: 10px 12px; border-radius: 8px; border: 1px solid var(--line); background: #0f1424; color: var(--text); }
input[aria-invalid="true"] { border-color: var(--danger); }
.actions { display: flex; flex-wrap: wrap; gap: 12px; }
button { font: inherit; font-weight: 700; border-radius: 8px; padding: 10px 18px; cursor: pointer; }
.primary { background: var(--accent); color: var(--accent-text); border: 0; }
.secondary { background: transparent; color: var(--text); border: 1px solid var(--line); }
`;

/**
 * The local consent stand-in for a linked-account provider: a "Username" prefilled with the player's game name,
 * "Authorize" and "Cancel". Everything shown is escaped.
 */
export function connectConsentPage(options: {
  provider: ConnectionProviderName;
  state: string;
  player: { gameName: string; tagLine: string };
  username: string;
  error: LocalizedMessage | null;
}): string {
  const { provider, state, player, username, error } = options;
  const label = PROVIDER_LABELS[provider];
  const riotId = `${player.gameName}#${player.tagLine}`;
  const body = `<section aria-labelledby="connect-heading">
<h1 id="connect-heading">${bilingualText('connections:consent.heading', { provider: label })}</h1>
<p>${bilingualText('connections:consent.intro', { provider: label, riotId })}</p>
<form method="post" action="/auth/connect/${provider}" novalidate>
<input type="hidden" name="state" value="${escapeHtml(state)}">
<label for="field-username"><span>${bilingualText('connections:consent.username')}</span>
<input id="field-username" name="username" value="${escapeHtml(username)}" minlength="2" maxlength="32" autocomplete="off" required${
    error ? ' aria-invalid="true" aria-describedby="field-username-error"' : ''
  }>
${error ? `<p class="error" id="field-username-error" role="alert">${bilingual(error.en, error.ar)}</p>` : ''}
</label>
<div class="actions">
<button type="submit" class="primary" name="action" value="authorize">${bilingualText('connections:consent.authorize')}</button>
<button type="submit" class="secondary" name="action" value="cancel" formnovalidate>${bilingualText('connections:consent.cancel')}</button>
</div>
</form>
</section>`;
  return standInPage(t('en', 'connections:consent.pageTitle', { provider: label }), body);
}

/** The page for an unknown, used or expired state: there is no safe place to send the browser back to. */
export function connectErrorPage(provider: ConnectionProviderName): string {
  return standInPage(
    t('en', 'connections:consent.pageTitle', { provider: PROVIDER_LABELS[provider] }),
    `<section role="alert" aria-labelledby="error-heading">
<h1 id="error-heading">${bilingualText('connections:expired.heading')}</h1>
<p>${bilingualText('connections:expired.message')}</p>
</section>`,
  );
}

function standInPage(title: string, body: string): string {
  return standInDocument(title, body, PAGE_STYLES);
}
