import type { StaffRole } from '@arena/contract/rules';
import { escapeHtml } from '../../http/escape.js';
import { bilingualText, standInDocument } from '../../http/stand-in-page.js';
import { bothLanguages, t, type TextKey } from '../../i18n/translate.js';

export interface SignInPlayer {
  id: string;
  gameName: string;
  tagLine: string;
  displayName: string;
  region: string;
  /** The staff roles the player holds, each shown as a badge (`[]` for players). */
  staffRoles: readonly StaffRole[];
  banned: boolean;
  hasGameAccount: boolean;
  /** What QA uses the account for (featured accounts only). */
  purpose: string | null;
}

export interface CreatePlayerForm {
  values: { gameName: string; tagLine: string; region: string };
  errors: Partial<Record<'gameName' | 'tagLine' | 'region' | 'form', string>>;
}

const REGION_IDS = [
  'me1',
  'euw1',
  'eun1',
  'tr1',
  'ru',
  'na1',
  'br1',
  'la1',
  'la2',
  'oc1',
  'kr',
  'jp1',
] as const;

export type RegionId = (typeof REGION_IDS)[number];

/**
 * The publisher's platforms a stand-in player can be created in (the pass is open to some of them only), with
 * their names (`sign-in:regions.<id>`).
 */
export const REGIONS: readonly { value: RegionId; en: string; ar: string }[] = REGION_IDS.map((value) => ({
  value,
  ...bothLanguages(`sign-in:regions.${value}`),
}));

const PAGE_STYLES = `
main { max-width: 980px; }
header { margin-block-end: 24px; }
h1 { font-size: 1.75rem; margin: 0 0 4px; }
h2 { font-size: 1.2rem; margin: 0 0 12px; }
section { background: var(--panel); border: 1px solid var(--line); border-radius: 12px; padding: 20px; margin-block-end: 20px; }
.players { display: grid; grid-template-columns: repeat(auto-fill, minmax(260px, 1fr)); gap: 10px; list-style: none; margin: 0; padding: 0; }
.player { width: 100%; min-height: 100%; text-align: start; cursor: pointer; background: #1b2238; color: var(--text);
  border: 1px solid var(--line); border-radius: 10px; padding: 12px 14px; font: inherit; display: grid; gap: 4px; }
.player:hover { border-color: var(--accent); }
.riot { font-weight: 700; font-size: 1.05rem; }
.meta, .purpose { color: var(--muted); font-size: .875rem; }
.badges { display: flex; gap: 6px; flex-wrap: wrap; }
.badge { font-size: .75rem; padding: 1px 8px; border-radius: 999px; border: 1px solid var(--line); }
.badge.banned { color: var(--danger); border-color: var(--danger); }
.badge.staff { color: var(--accent); border-color: var(--accent); }
.badge.no-account { color: var(--focus); border-color: var(--focus); }
details summary { cursor: pointer; font-weight: 600; margin-block-end: 12px; }
form.create { display: grid; gap: 14px; grid-template-columns: repeat(auto-fit, minmax(200px, 1fr)); align-items: start; }
input, select { width: 100%; min-width: 0; font: inherit; padding: 10px 12px; border-radius: 8px; border: 1px solid var(--line); background: #0f1424; color: var(--text); }
input[aria-invalid="true"], select[aria-invalid="true"] { border-color: var(--danger); }
.form-error { grid-column: 1 / -1; }
.primary { grid-column: 1 / -1; justify-self: start; background: var(--accent); color: var(--accent-text); border: 0; border-radius: 8px;
  padding: 10px 18px; font: inherit; font-weight: 700; cursor: pointer; }
.target { word-break: break-all; color: var(--text); }
`;

/** An English-only text of the page (its badges and notes), escaped. */
const text = (key: TextKey) => escapeHtml(t('en', key));

/** Where the page's intro names the way back (no character of a text or a URL). */
const TARGET = '\u0000';

function playerButton(player: SignInPlayer): string {
  const badges = [
    ...player.staffRoles.map((role) => `<span class="badge staff">${text(`sign-in:badges.${role}`)}</span>`),
    player.banned ? `<span class="badge banned">${text('sign-in:badges.banned')}</span>` : '',
    player.hasGameAccount
      ? ''
      : `<span class="badge no-account">${text('sign-in:badges.noGameAccount')}</span>`,
  ].join('');
  const region = REGIONS.find((entry) => entry.value === player.region)?.en ?? player.region;
  return `<li><button type="submit" class="player" name="user_id" value="${escapeHtml(player.id)}">
<span class="riot">${escapeHtml(player.gameName)}#${escapeHtml(player.tagLine)}</span>
<span class="meta"><bdi>${escapeHtml(player.displayName)}</bdi> · ${escapeHtml(region)} (${escapeHtml(player.region)})</span>
${player.purpose ? `<span class="purpose">${escapeHtml(player.purpose)}</span>` : ''}
${badges ? `<span class="badges">${badges}</span>` : ''}
</button></li>`;
}

/** The way back: `redirect_url`, and the portal's `state` (returned with the token) when it sent one. */
function returnFields(redirectUrl: string, state: string | undefined): string {
  return `<input type="hidden" name="redirect_url" value="${escapeHtml(redirectUrl)}">${
    state ? `\n<input type="hidden" name="state" value="${escapeHtml(state)}">` : ''
  }`;
}

function playerList(
  players: SignInPlayer[],
  redirectUrl: string,
  state: string | undefined,
  label: string,
): string {
  return `<form method="post" action="/auth/signin" aria-label="${escapeHtml(label)}">
${returnFields(redirectUrl, state)}
<ul class="players">
${players.map(playerButton).join('\n')}
</ul>
</form>`;
}

function field(
  name: 'game_name' | 'tag_line',
  key: 'gameName' | 'tagLine',
  label: string,
  form: CreatePlayerForm,
  attributes: string,
): string {
  const error = form.errors[key];
  const id = `field-${name}`;
  return `<label for="${id}"><span>${label}</span>
<input id="${id}" name="${name}" value="${escapeHtml(form.values[key])}" ${attributes} required${
    error ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''
  }>
${error ? `<p class="error" id="${id}-error" role="alert">${escapeHtml(error)}</p>` : ''}
</label>`;
}

/**
 * The sign-in stand-in page (DESIGN §5): pick a seeded player or create one. Every form carries the way back and the
 * portal's `state`, which the stand-in returns with the token. Everything shown is escaped.
 */
export function signInPage(options: {
  redirectUrl: string;
  /** The portal's sign-in state (login CSRF defence), when it sent one. */
  state?: string;
  featured: SignInPlayer[];
  others: SignInPlayer[];
  form: CreatePlayerForm;
}): string {
  const { redirectUrl, state, featured, others, form } = options;
  const regionError = form.errors.region;
  // The way back, marked up inside the sentence that names it.
  const [beforeTarget, afterTarget] = t('en', 'sign-in:intro', { target: TARGET }).split(TARGET);
  const body = `<header>
<h1>${bilingualText('sign-in:heading')}</h1>
<p>${escapeHtml(beforeTarget)}<span class="target">${escapeHtml(redirectUrl)}</span>${escapeHtml(afterTarget)}</p>
</header>
<section aria-labelledby="featured-heading">
<h2 id="featured-heading">${bilingualText('sign-in:testAccounts')}</h2>
${playerList(featured, redirectUrl, state, t('en', 'sign-in:testAccounts'))}
</section>
${
  others.length > 0
    ? `<section aria-labelledby="others-heading">
<details>
<summary id="others-heading">${bilingualText('sign-in:otherPlayersCount', { count: others.length })}</summary>
${playerList(others, redirectUrl, state, t('en', 'sign-in:otherPlayers'))}
</details>
</section>`
    : ''
}
<section aria-labelledby="create-heading">
<h2 id="create-heading">${bilingualText('sign-in:createPlayer')}</h2>
<form class="create" method="post" action="/auth/signin" novalidate>
${returnFields(redirectUrl, state)}
${form.errors.form ? `<p class="error form-error" role="alert">${escapeHtml(form.errors.form)}</p>` : ''}
${field('game_name', 'gameName', bilingualText('sign-in:gameName'), form, 'minlength="3" maxlength="16" autocomplete="off"')}
${field('tag_line', 'tagLine', bilingualText('sign-in:tagLine'), form, 'minlength="2" maxlength="5" autocomplete="off" pattern="[A-Za-z0-9]{2,5}"')}
<label for="field-region"><span>${bilingualText('sign-in:region')}</span>
<select id="field-region" name="region" required${regionError ? ' aria-invalid="true" aria-describedby="field-region-error"' : ''}>
${REGIONS.map(
  (region) =>
    `<option value="${region.value}"${form.values.region === region.value ? ' selected' : ''}>${escapeHtml(region.en)} · ${escapeHtml(region.ar)} (${region.value})</option>`,
).join('\n')}
</select>
${regionError ? `<p class="error" id="field-region-error" role="alert">${escapeHtml(regionError)}</p>` : ''}
</label>
<button type="submit" class="primary">${bilingualText('sign-in:createAndSignIn')}</button>
</form>
</section>`;
  return standInPage(t('en', 'sign-in:pageTitle'), body);
}

/** A plain error page (bad redirect_url, unknown player). */
export function signInErrorPage(options: {
  heading: string;
  message: string;
  allowedOrigins?: string[];
}): string {
  const origins = options.allowedOrigins?.length
    ? `<p>${text('sign-in:allowedOrigins')}</p><ul>${options.allowedOrigins.map((origin) => `<li><code>${escapeHtml(origin)}</code></li>`).join('')}</ul>`
    : '';
  return standInPage(
    t('en', 'sign-in:pageTitle'),
    `<section role="alert" aria-labelledby="error-heading"><h1 id="error-heading">${escapeHtml(options.heading)}</h1><p>${escapeHtml(options.message)}</p>${origins}</section>`,
  );
}

function standInPage(title: string, body: string): string {
  return standInDocument(title, body, PAGE_STYLES);
}
