import { escapeHtml } from '../../http/escape.js';
import type { ConnectionProviderName } from './connection-provider.js';
import { PROVIDER_LABELS } from './connections-service.js';
import type { LocalizedMessage } from './stand-in-provider.js';

const STYLES = `
:root { color-scheme: dark; --bg: #0b0f1a; --panel: #141a2b; --line: #26304a; --text: #e8ecf5; --muted: #9aa5bf;
  --accent: #f5b342; --accent-text: #1a1200; --danger: #ff7a7a; --focus: #7cc4ff; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 "Segoe UI", "Noto Sans Arabic", Tahoma, Arial, sans-serif; background: var(--bg); color: var(--text); }
main { max-width: 560px; margin: 0 auto; padding: 32px 20px 64px; }
h1 { font-size: 1.6rem; margin: 0 0 8px; }
p { margin: 0 0 12px; color: var(--muted); }
section { background: var(--panel); border: 1px solid var(--line); border-radius: 12px; padding: 20px; }
form { display: grid; gap: 16px; }
label { display: grid; gap: 6px; font-weight: 600; }
input { width: 100%; min-width: 0; font: inherit; padding: 10px 12px; border-radius: 8px; border: 1px solid var(--line); background: #0f1424; color: var(--text); }
input[aria-invalid="true"] { border-color: var(--danger); }
.error { color: var(--danger); font-size: .875rem; font-weight: 400; margin: 0; }
.actions { display: flex; flex-wrap: wrap; gap: 12px; }
button { font: inherit; font-weight: 700; border-radius: 8px; padding: 10px 18px; cursor: pointer; }
.primary { background: var(--accent); color: var(--accent-text); border: 0; }
.secondary { background: transparent; color: var(--text); border: 1px solid var(--line); }
input:focus-visible, button:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
[lang="ar"] { font-family: "Noto Sans Arabic", Tahoma, sans-serif; }
`;

function both(en: string, ar: string): string {
  return `${escapeHtml(en)} · <span lang="ar" dir="rtl">${escapeHtml(ar)}</span>`;
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="data:,">
<style>${STYLES}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

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
<h1 id="connect-heading">${both(`Connect your ${label.en} account`, `ربط حساب ${label.ar}`)}</h1>
<p>${both(
    `Local stand-in for ${label.en}’s authorization page. MENA Arena asks to link a ${label.en} account to ${riotId}.`,
    // First-strong isolates keep the Latin Riot ID in one piece inside the Arabic sentence.
    `صفحة محلية بديلة لصفحة التفويض في ${label.ar}. تطلب MENA Arena ربط حساب ${label.ar} باللاعب \u2068${riotId}\u2069.`,
  )}</p>
<form method="post" action="/auth/connect/${provider}" novalidate>
<input type="hidden" name="state" value="${escapeHtml(state)}">
<label for="field-username"><span>${both('Username', 'اسم المستخدم')}</span>
<input id="field-username" name="username" value="${escapeHtml(username)}" minlength="2" maxlength="32" autocomplete="off" required${
    error ? ' aria-invalid="true" aria-describedby="field-username-error"' : ''
  }>
${error ? `<p class="error" id="field-username-error" role="alert">${both(error.en, error.ar)}</p>` : ''}
</label>
<div class="actions">
<button type="submit" class="primary" name="action" value="authorize">${both('Authorize', 'تفويض')}</button>
<button type="submit" class="secondary" name="action" value="cancel" formnovalidate>${both('Cancel', 'إلغاء')}</button>
</div>
</form>
</section>`;
  return layout(`Connect ${label.en} — MENA Arena (local)`, body);
}

/** The page for an unknown, used or expired state: there is no safe place to send the browser back to. */
export function connectErrorPage(provider: ConnectionProviderName): string {
  const label = PROVIDER_LABELS[provider];
  return layout(
    `Connect ${label.en} — MENA Arena (local)`,
    `<section role="alert" aria-labelledby="error-heading">
<h1 id="error-heading">${both('This connection request has expired or was already used', 'انتهت صلاحية طلب الربط هذا أو سبق استخدامه')}</h1>
<p>${both(
      'Go back to your account settings and start connecting again.',
      'ارجع إلى إعدادات حسابك وابدأ الربط من جديد.',
    )}</p>
</section>`,
  );
}
