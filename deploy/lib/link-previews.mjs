// Link previews (DESIGN §10, issue 32): the deploy server writes each shareable page's own title, description,
// canonical address, Open Graph and Twitter card tags, `<html lang dir>` and JSON-LD into the shell's HTML, because
// link-preview crawlers run no script. The page's own script still sets the title and tags as the visitor navigates.
//
//   /tournaments/{id}[/…]   the tournament (GET /v1/tournaments/:id): name, poster, start, prize pool; SportsEvent
//   /news/{id}              the article (GET /v1/posts/:id): title, summary, cover, og:type=article, published time;
//                           NewsArticle
//   /players/{slug}         the player (GET /v1/players/:gameName/:tagLine): Riot ID, team; a public profile also its
//                           name, avatar, pass level and loyalty standing; og:type=profile, ProfilePage
//   /teams/{vanity}         the team (GET /v1/teams/vanity/:vanity/page): name, logo, members, founding; SportsTeam
//   static pages            page-texts.mjs STATIC_PAGES, from the apps' published locale files
//   anything else           the generic tags (product name, tagline, the generic card)
//
// Language: `?lang=en|ar` in the address, else the `arena_lang` cookie, else Arabic (the portal's default). Arabic is
// the address without a query, English the same address with `?lang=en`; both are named as alternates.
// The API is read through api-reader.mjs (30 s cache, bounded wait); without an answer the tags are generic and the
// response says `X-Arena-Preview: fallback`.

import { jsonForScript } from './shell-html.mjs';
import { manifestAddress, THEME_COLOR } from './web-manifest.mjs';

/**
 * The game name and tag line of a `/players/{slug}` address, split at the decoded slug's last `-` (as the contract's
 * `parsePlayerSlug`, rules/player-slug.ts, which this server cannot import: it runs without a build), or null.
 */
function playerOfSlug(encoded) {
  let slug;
  try {
    slug = decodeURIComponent(encoded);
  } catch {
    return null;
  }
  const at = slug.lastIndexOf('-');
  if (at <= 0 || at === slug.length - 1) return null;
  return { gameName: slug.slice(0, at), tagLine: slug.slice(at + 1) };
}
import {
  fillText,
  PAGE_TITLE,
  PRODUCT_NAME,
  PROFILE_TEXTS,
  STATIC_PAGES,
  TAGLINE,
  TOURNAMENT_TEXTS,
} from './page-texts.mjs';

export const LANGUAGES = ['ar', 'en'];
export const DEFAULT_LANGUAGE = 'ar';
/** The query parameter that chooses the language of an address (`?lang=en`). */
export const LANG_PARAM = 'lang';
/** The cookie in which a visitor's language choice reaches the server (`arena_lang=en`). */
export const LANG_COOKIE = 'arena_lang';
/** The response header that says which tags the page got: page, stale, not-found, fallback or generic. */
export const PREVIEW_HEADER = 'X-Arena-Preview';

/** The generic preview card and the icons, served from deploy/public at the site's root (lib/icons.mjs). */
export const SITE_FILES = {
  card: { path: '/og-image.png', width: 1200, height: 630 },
  favicon: '/favicon.ico',
  touchIcon: '/apple-touch-icon.png',
};

/** The product's name where its locale files cannot be read. */
const BRAND = 'MENA Arena';
const OG_LOCALE = { ar: 'ar_AR', en: 'en_US' };
const INTL_LOCALE = { ar: 'ar-SA-u-ca-gregory', en: 'en-US' };
const DESCRIPTION_LENGTH = 200;
/** Ids the API could know: anything else is not asked for. */
const ID = /^[A-Za-z0-9_-]{1,100}$/;

function cookieValue(cookieHeader = '', name) {
  for (const part of String(cookieHeader).split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

/** The language of a request: `?lang=` of the address, else the `arena_lang` cookie, else Arabic. */
export function pageLanguage({ search = '', cookie = '' } = {}) {
  const asked = new URLSearchParams(search).get(LANG_PARAM);
  if (LANGUAGES.includes(asked)) return asked;
  const stored = cookieValue(cookie, LANG_COOKIE);
  return LANGUAGES.includes(stored) ? stored : DEFAULT_LANGUAGE;
}

/** The address of a page in a language: Arabic without a query, English with `?lang=en`. */
export function localizedAddress(origin, pathname, lang) {
  const base = `${String(origin).replace(/\/+$/, '')}${pathname}`;
  return lang === DEFAULT_LANGUAGE ? base : `${base}?${LANG_PARAM}=${lang}`;
}

/** The address of a page in each language, and `x-default` (Arabic). */
export function alternatesOf(origin, pathname) {
  return {
    ...Object.fromEntries(LANGUAGES.map((lang) => [lang, localizedAddress(origin, pathname, lang)])),
    'x-default': localizedAddress(origin, pathname, DEFAULT_LANGUAGE),
  };
}

// Control characters, and the embedding, override and isolate controls that could reorder the rest of a preview
// card; bidi marks (LRM, RLM, ALM) stay.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g;

/** One line of text for a tag: control and bidi-embedding characters removed, white space collapsed. */
export function cleanText(value) {
  return String(value ?? '')
    .replace(UNSAFE_CHARACTERS, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The text of an HTML fragment (an article body), tags dropped and common entities decoded. */
export function htmlText(html) {
  return cleanText(
    String(html ?? '')
      .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<[^>]*>/g, ' ')
      .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name) => {
        if (name[0] === '#') {
          const code = name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
          return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
        }
        return ENTITIES[name.toLowerCase()] ?? entity;
      }),
  );
}

/** At most `max` characters, cut at a word and ended with `…` when shortened. */
export function shorten(value, max = DESCRIPTION_LENGTH) {
  const line = cleanText(value);
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:،؛-]+$/, '')}…`;
}

/** Escapes a value for a double-quoted attribute. */
export function escapeAttribute(value) {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** Escapes text for an element's content (`<title>`). */
export function escapeText(value) {
  return String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A localized value (`{ en, ar? }` or a string) in a language, English when it has no Arabic (shared-kit `localized`). */
function localized(value, lang) {
  if (value == null) return '';
  if (typeof value === 'string') return value;
  return (lang === 'ar' ? value.ar : value.en) || value.en || '';
}

/** An image address of the API as an absolute http(s) URL (shared-kit `assetUrl`), or null. */
export function absoluteImage(pathOrUrl, apiUrl) {
  const value = String(pathOrUrl ?? '').trim();
  if (!value) return null;
  // Another scheme (`data:`, `javascript:`) is no image a crawler can fetch.
  if (/^[a-z][a-z0-9+.-]*:/i.test(value) && !/^https?:/i.test(value)) return null;
  try {
    const url = /^https?:/i.test(value)
      ? new URL(value)
      : new URL(`${String(apiUrl).replace(/\/+$/, '')}${value.startsWith('/') ? '' : '/'}${value}`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

function formatDate(iso, lang) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(INTL_LOCALE[lang], {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** The prize pool as the tournament card writes it (mfe-tournaments `prizePoolLabel`): `10,000 USD`. */
export function prizePoolLabel(prizepoolFormat, lang) {
  const textValue = String(prizepoolFormat ?? '').trim();
  if (!textValue) return null;
  const match = /^(?:([A-Za-z]{3})\s*)?([\d.,]+)\s*([A-Za-z]{3})?$/.exec(textValue);
  if (!match) return textValue;
  const [, before, amount, after] = match;
  const number = Number(amount.replace(/,/g, ''));
  if (!Number.isFinite(number)) return textValue;
  return `${new Intl.NumberFormat(INTL_LOCALE[lang]).format(number)} ${(after ?? before ?? 'USD').toUpperCase()}`;
}

/**
 * What a request's page tells a link preview.
 *
 * @typedef {object} Preview
 * @property {'page' | 'stale' | 'not-found' | 'fallback' | 'generic'} status  what the tags are (PREVIEW_HEADER)
 * @property {'ar' | 'en'} lang
 * @property {string | null} title         the document title (null: leave the shell's)
 * @property {string | null} ogTitle       the name alone, for og:title / twitter:title
 * @property {string | null} description   (null: leave the shell's)
 * @property {string} url                  og:url: the page's address in this language, never with the request's query
 * @property {string | null} canonical     the page's canonical address (pages of their own only)
 * @property {Record<string, string> | null} alternates  hreflang → address
 * @property {{ url: string, alt: string, width?: number, height?: number }} image
 * @property {'website' | 'article' | 'profile'} type
 * @property {string | null} publishedTime
 * @property {object | null} jsonLd
 * @property {boolean} noindex
 * @property {string} siteName             og:site_name, the product name
 */

/**
 * Builds previews for requests.
 *
 * @param {object} options
 * @param {string} options.origin   the portal's public origin (canonical addresses; never the request's Host)
 * @param {() => object | null} options.readPlatform  the live manifest (its `apiUrl` makes image addresses absolute)
 * @param {(apiPath: string) => Promise<{ state: string, data: any }>} options.read  api-reader.mjs `read`
 * @param {(ref: object, lang: string) => string | null} options.pageText  page-texts.mjs `createPageTexts`
 */
export function createPreviewer({ origin, readPlatform, read, pageText }) {
  const siteOrigin = new URL(origin).origin;

  /** The shared texts of a language; `ownName` null when the shell's locale files cannot be read. */
  function texts(lang) {
    const ownName = cleanText(pageText(PRODUCT_NAME, lang)) || null;
    const productName = ownName ?? BRAND;
    const titlePattern = pageText(PAGE_TITLE, lang);
    return {
      ownName,
      productName,
      pageTitle: (page) =>
        cleanText(titlePattern ? fillText(titlePattern, { page }) : `${page} | ${productName}`),
      tagline: cleanText(pageText(TAGLINE, lang)) || null,
    };
  }

  function apiUrl() {
    try {
      return readPlatform()?.apiUrl ?? null;
    } catch {
      return null;
    }
  }

  function genericCard(alt) {
    return {
      url: `${siteOrigin}${SITE_FILES.card.path}`,
      alt,
      width: SITE_FILES.card.width,
      height: SITE_FILES.card.height,
    };
  }

  function generic(lang, pathname, status, { ownAddress = false } = {}) {
    const { ownName, productName, tagline } = texts(lang);
    const url = localizedAddress(siteOrigin, pathname, lang);
    return {
      status,
      lang,
      title: ownName,
      ogTitle: productName,
      description: tagline,
      url,
      canonical: ownAddress ? url : null,
      alternates: ownAddress ? alternatesOf(siteOrigin, pathname) : null,
      image: genericCard(productName),
      type: 'website',
      publishedTime: null,
      jsonLd: null,
      noindex: status === 'not-found',
    };
  }

  function staticPage(page, lang) {
    const { ownName, productName, pageTitle, tagline } = texts(lang);
    const name = page.title ? cleanText(pageText(page.title, lang)) : null;
    const description = cleanText(pageText(page.description, lang)) || tagline;
    const url = localizedAddress(siteOrigin, page.path, lang);
    return {
      status: 'page',
      lang,
      title: name ? pageTitle(name) : ownName,
      ogTitle: name || productName,
      description: description ? shorten(description) : null,
      url,
      canonical: url,
      alternates: alternatesOf(siteOrigin, page.path),
      image: genericCard(name || productName),
      type: 'website',
      publishedTime: null,
      jsonLd: null,
      noindex: false,
    };
  }

  /**
   * The preview of a page of its own (a tournament, an article, a player, a team): its name as the title and
   * og:title, its address in this language as og:url and canonical, both languages as alternates, its image (else
   * the generic card) and its structured data, made from its address (`jsonLd(url)`).
   */
  function ownPage({
    status,
    lang,
    pathname,
    name,
    description,
    image,
    imageAlt = name,
    type = 'website',
    publishedTime = null,
    jsonLd,
  }) {
    const url = localizedAddress(siteOrigin, pathname, lang);
    return {
      status,
      lang,
      title: texts(lang).pageTitle(name),
      ogTitle: name,
      description,
      url,
      canonical: url,
      alternates: alternatesOf(siteOrigin, pathname),
      image: image ? { url: image, alt: imageAlt } : genericCard(name),
      type,
      publishedTime,
      jsonLd: jsonLd(url),
      noindex: false,
    };
  }

  function tournamentPage(tournament, lang, pathname, status) {
    const { productName } = texts(lang);
    const name = cleanText(localized(tournament.name, lang));
    if (!name) return generic(lang, pathname, 'fallback', { ownAddress: true });
    const about = shorten(localized(tournament.description, lang), 140);
    const starts = formatDate(tournament.starting_time, lang);
    const startsText = pageText(TOURNAMENT_TEXTS.starts, lang);
    const prize = prizePoolLabel(tournament.prizepool_format, lang);
    const prizeText = pageText(TOURNAMENT_TEXTS.prizePool, lang);
    const facts = [
      starts && startsText ? fillText(startsText, { date: starts }) : starts,
      prize && (prizeText ? `${prizeText}: ${prize}` : prize),
      about || pageText(TOURNAMENT_TEXTS.fallbackDescription, lang),
    ].filter(Boolean);
    const poster = absoluteImage(localized(tournament.poster, lang), apiUrl());
    const description = shorten(facts.join(' · '));
    return ownPage({
      status,
      lang,
      pathname,
      name,
      description,
      image: poster,
      jsonLd: (url) => ({
        '@context': 'https://schema.org',
        '@type': 'SportsEvent',
        name,
        description,
        url,
        ...(poster ? { image: [poster] } : {}),
        ...(tournament.starting_time ? { startDate: tournament.starting_time } : {}),
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
        location: { '@type': 'VirtualLocation', url },
        organizer: { '@type': 'Organization', name: productName, url: `${siteOrigin}/` },
        inLanguage: lang,
      }),
    });
  }

  function articlePage(post, lang, pathname, status) {
    const { productName } = texts(lang);
    const translations = Array.isArray(post.translations) ? post.translations : [];
    const hasText = (entry) => Boolean(cleanText(entry?.title));
    const translation =
      translations.find((entry) => entry?.language === lang && hasText(entry)) ??
      translations.find((entry) => entry?.language === 'en' && hasText(entry)) ??
      translations.find(hasText);
    if (!translation) return generic(lang, pathname, 'fallback', { ownAddress: true });
    const title = cleanText(translation.title);
    const description = shorten(cleanText(translation.summary) || htmlText(translation.content));
    const cover = absoluteImage(translation.coverImage || post.coverImage, apiUrl());
    const published = Number.isNaN(new Date(post.created_at).getTime()) ? null : post.created_at;
    const organization = { '@type': 'Organization', name: productName, url: `${siteOrigin}/` };
    return ownPage({
      status,
      lang,
      pathname,
      name: title,
      description,
      image: cover,
      type: 'article',
      publishedTime: published,
      jsonLd: (url) => ({
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: title.length > 110 ? shorten(title, 110) : title,
        description,
        url,
        mainEntityOfPage: url,
        ...(cover ? { image: [cover] } : {}),
        ...(published ? { datePublished: published, dateModified: published } : {}),
        inLanguage:
          translation.language === 'en' || translation.language === 'ar' ? translation.language : lang,
        author: organization,
        publisher: {
          ...organization,
          logo: { '@type': 'ImageObject', url: `${siteOrigin}${SITE_FILES.touchIcon}` },
        },
      }),
    });
  }

  const number = (value, lang) => new Intl.NumberFormat(INTL_LOCALE[lang]).format(value);
  /** `Label: value`, or the value alone when the label is missing from the live release. */
  const labelled = (ref, lang, value) => {
    const label = cleanText(pageText(ref, lang));
    return label ? `${label}: ${value}` : String(value);
  };

  function playerPage(profile, lang, pathname, status) {
    const { productName } = texts(lang);
    const riotId = `${cleanText(profile.gameName)}#${cleanText(profile.tagLine)}`;
    if (riotId === '#') return generic(lang, pathname, 'fallback', { ownAddress: true });
    const isPublic = profile.visibility === 'public';
    const displayName = isPublic ? cleanText(profile.displayName) : '';
    const name =
      displayName && displayName !== cleanText(profile.gameName) ? `${displayName} (${riotId})` : riotId;
    const team = profile.team ? cleanText(profile.team.name) : '';
    const facts = [team && labelled(PROFILE_TEXTS.team, lang, team)];
    if (isPublic) {
      facts.push(labelled(PROFILE_TEXTS.passLevel, lang, number(profile.pass?.level ?? 0, lang)));
      facts.push(labelled(PROFILE_TEXTS.loyaltyPoints, lang, number(profile.loyalty?.points ?? 0, lang)));
      const rank = profile.loyalty?.rank;
      const rankText = pageText(PROFILE_TEXTS.rankValue, lang);
      if (rank)
        facts.push(
          labelled(
            PROFILE_TEXTS.loyaltyRank,
            lang,
            fillText(rankText ?? '#{{rank}}', { rank: number(rank, lang) }),
          ),
        );
    } else {
      facts.push(cleanText(pageText(PROFILE_TEXTS.private, lang)));
    }
    // The page's own address, as the portal links to it (the Riot ID's own case), whatever case was asked for.
    const ownPath = `/players/${encodeURIComponent(profile.gameName)}-${encodeURIComponent(profile.tagLine)}`;
    // A private profile shows no picture of the player: the team's logo, or the generic card.
    const picture = absoluteImage(isPublic ? profile.profileImage : null, apiUrl());
    const logo = absoluteImage(profile.team?.profileImg, apiUrl());
    const person = {
      '@type': 'Person',
      name: displayName || riotId,
      alternateName: riotId,
      ...(picture ? { image: picture } : {}),
      ...(team ? { memberOf: { '@type': 'SportsTeam', name: team } } : {}),
    };
    return ownPage({
      status,
      lang,
      pathname: ownPath,
      name,
      description: shorten(facts.filter(Boolean).join(' · ')) || null,
      image: picture ?? logo,
      imageAlt: picture ? name : team,
      type: 'profile',
      jsonLd: (url) => ({
        '@context': 'https://schema.org',
        '@type': 'ProfilePage',
        url,
        inLanguage: lang,
        isPartOf: { '@type': 'WebSite', name: productName, url: `${siteOrigin}/` },
        mainEntity: person,
      }),
    });
  }

  function teamPage(team, lang, pathname, status) {
    const { productName } = texts(lang);
    const name = cleanText(team.name);
    if (!name) return generic(lang, pathname, 'fallback', { ownAddress: true });
    const members = Array.isArray(team.members) ? team.members : [];
    const founded = formatDate(team.createdAt, lang);
    const foundedText = pageText(PROFILE_TEXTS.founded, lang);
    const facts = [
      labelled(PROFILE_TEXTS.members, lang, number(members.length, lang)),
      founded && (foundedText ? fillText(foundedText, { date: founded }) : founded),
    ].filter(Boolean);
    const logo = absoluteImage(team.profileImg, apiUrl());
    return ownPage({
      status,
      lang,
      pathname,
      name,
      description: shorten(facts.join(' · ')),
      image: logo,
      jsonLd: (url) => ({
        '@context': 'https://schema.org',
        '@type': 'SportsTeam',
        name,
        ...(cleanText(team.shortName) ? { alternateName: cleanText(team.shortName) } : {}),
        url,
        ...(logo ? { logo } : {}),
        // Names only: a private member's page shows their name and role, nothing else.
        member: members.map((member) => ({
          '@type': 'Person',
          name: `${cleanText(member.gameName)}#${cleanText(member.tagLine)}`,
        })),
        inLanguage: lang,
        isPartOf: { '@type': 'WebSite', name: productName, url: `${siteOrigin}/` },
      }),
    });
  }

  async function fromApi(apiPath, lang, pathname, build) {
    const answer = await read(apiPath);
    if (answer.state === 'missing') return generic(lang, pathname, 'not-found');
    if (answer.state === 'fallback' || !answer.data)
      return generic(lang, pathname, 'fallback', { ownAddress: true });
    return build(answer.data, lang, pathname, answer.state === 'stale' ? 'stale' : 'page');
  }

  async function pagePreview({ pathname, search = '', cookie = '' }) {
    const lang = pageLanguage({ search, cookie });
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;

    const tournament = /^\/tournaments\/([^/]+)(\/.*)?$/.exec(path);
    if (tournament) {
      const [, id] = tournament;
      if (!ID.test(id)) return generic(lang, path, 'not-found');
      return fromApi(`/v1/tournaments/${id}`, lang, `/tournaments/${id}`, tournamentPage);
    }
    const article = /^\/news\/([^/]+)$/.exec(path);
    if (article) {
      const [, id] = article;
      if (!ID.test(id)) return generic(lang, path, 'not-found');
      return fromApi(`/v1/posts/${id}`, lang, path, articlePage);
    }
    const player = /^\/players\/([^/]+)$/.exec(path);
    if (player) {
      const riotId = playerOfSlug(player[1]);
      if (!riotId || riotId.gameName.length > 100 || riotId.tagLine.length > 100)
        return generic(lang, path, 'not-found');
      const { gameName, tagLine } = riotId;
      return fromApi(
        `/v1/players/${encodeURIComponent(gameName)}/${encodeURIComponent(tagLine)}`,
        lang,
        path,
        playerPage,
      );
    }
    const team = /^\/teams\/([^/]+)$/.exec(path);
    if (team) {
      const [, vanity] = team;
      if (!ID.test(vanity)) return generic(lang, path, 'not-found');
      return fromApi(`/v1/teams/vanity/${vanity}/page`, lang, path, teamPage);
    }
    const page = STATIC_PAGES.find(
      (candidate) => candidate.path === path || candidate.aliases?.includes(path),
    );
    if (page) return staticPage(page, lang);
    return generic(lang, path, 'generic');
  }

  /**
   * The preview of one request.
   *
   * @param {{ pathname: string, search?: string, cookie?: string }} request
   * @returns {Promise<Preview>}
   */
  return async function previewFor(request) {
    const preview = await pagePreview(request);
    return { ...preview, siteName: texts(preview.lang).productName };
  };
}

const meta = (attribute, key, content) =>
  `<meta ${attribute}="${key}" content="${escapeAttribute(content)}">`;

/** The head tags of a preview (title and description are replaced in place by `applyPreview`). */
export function previewTags(preview) {
  const tags = [];
  const title = preview.ogTitle ?? preview.title;
  if (preview.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (preview.canonical) tags.push(`<link rel="canonical" href="${escapeAttribute(preview.canonical)}">`);
  for (const [hreflang, href] of Object.entries(preview.alternates ?? {}))
    tags.push(`<link rel="alternate" hreflang="${hreflang}" href="${escapeAttribute(href)}">`);
  tags.push(`<link rel="icon" href="${SITE_FILES.favicon}" sizes="16x16 32x32 48x48">`);
  tags.push(`<link rel="apple-touch-icon" href="${SITE_FILES.touchIcon}">`);
  tags.push(`<link rel="manifest" href="${escapeAttribute(manifestAddress(preview.lang))}">`);
  tags.push(meta('name', 'theme-color', THEME_COLOR));
  if (preview.siteName) tags.push(meta('property', 'og:site_name', preview.siteName));
  tags.push(meta('property', 'og:type', preview.type));
  if (title) tags.push(meta('property', 'og:title', title));
  if (preview.description) tags.push(meta('property', 'og:description', preview.description));
  tags.push(meta('property', 'og:url', preview.url));
  tags.push(meta('property', 'og:image', preview.image.url));
  if (preview.image.width) tags.push(meta('property', 'og:image:width', preview.image.width));
  if (preview.image.height) tags.push(meta('property', 'og:image:height', preview.image.height));
  if (preview.image.alt) tags.push(meta('property', 'og:image:alt', preview.image.alt));
  tags.push(meta('property', 'og:locale', OG_LOCALE[preview.lang]));
  for (const other of LANGUAGES.filter((lang) => lang !== preview.lang))
    tags.push(meta('property', 'og:locale:alternate', OG_LOCALE[other]));
  if (preview.publishedTime) tags.push(meta('property', 'article:published_time', preview.publishedTime));
  tags.push(meta('name', 'twitter:card', 'summary_large_image'));
  if (title) tags.push(meta('name', 'twitter:title', title));
  if (preview.description) tags.push(meta('name', 'twitter:description', preview.description));
  tags.push(meta('name', 'twitter:image', preview.image.url));
  if (preview.image.alt) tags.push(meta('name', 'twitter:image:alt', preview.image.alt));
  if (preview.jsonLd)
    tags.push(`<script type="application/ld+json">${jsonForScript(preview.jsonLd)}</script>`);
  return tags;
}

const HTML_TAG = /<html\b[^>]*>/i;
const TITLE = /<title\b[^>]*>[\s\S]*?<\/title\s*>/i;
const DESCRIPTION = /<meta\b[^>]*\bname=(["']?)description\1(?=[\s/>])[^>]*>/i;
/** The shell's placeholder icon (`data:,`, so a page without the deploy server asks for no favicon). */
const PLACEHOLDER_ICON = /<link\b[^>]*\brel=(["']?)icon\1[^>]*\bhref=(["']?)data:,\2[^>]*>/i;

/**
 * The shell's HTML with a preview written in: `<html lang dir>`, the `<title>` and description replaced, the other
 * tags after the title (early in the head, where crawlers that read only the first bytes find them).
 */
export function applyPreview(html, preview) {
  let text = Buffer.isBuffer(html) ? html.toString('utf8') : String(html);
  const dir = preview.lang === 'ar' ? 'rtl' : 'ltr';
  text = text.replace(HTML_TAG, (tag) => {
    const kept = tag
      .slice(5, -1)
      .replace(/\s(?:lang|dir)=(?:"[^"]*"|'[^']*'|[^\s"'>]+)/gi, '')
      .trim();
    return `<html lang="${preview.lang}" dir="${dir}"${kept ? ` ${kept}` : ''}>`;
  });
  text = text.replace(PLACEHOLDER_ICON, '');
  const tags = [...previewTags(preview)];
  if (preview.description) {
    const description = meta('name', 'description', preview.description);
    if (DESCRIPTION.test(text)) text = text.replace(DESCRIPTION, () => description);
    else tags.unshift(description);
  }
  const title = preview.title ? `<title>${escapeText(preview.title)}</title>` : null;
  if (TITLE.test(text)) return text.replace(TITLE, (existing) => `${title ?? existing}${tags.join('')}`);
  const block = `${title ?? ''}${tags.join('')}`;
  const at = text.search(/<\/head\s*>/i);
  return at === -1 ? `${block}${text}` : `${text.slice(0, at)}${block}${text.slice(at)}`;
}
