/**
 * Live streams (issue 32): the address an organizer attaches to a tournament, read as what the page embeds. Only
 * https addresses of a Twitch channel (`twitch.tv/<channel>`) or a YouTube video or live (`youtube.com/watch?v=`,
 * `youtube.com/live/`, `youtu.be/`) are a stream; anything else (http, another host, a script address) is not.
 * The embed is built by the page, which names its own host as Twitch's `parent`.
 */

/** A stream the page can embed: a Twitch channel or a YouTube video. */
export type StreamSource = { provider: 'twitch'; channel: string } | { provider: 'youtube'; videoId: string };

/** The longest stream address taken. */
export const STREAM_URL_MAX_LENGTH = 500;

/** A Twitch login: 4 to 25 letters, digits and underscores (older ones may be shorter). */
const TWITCH_CHANNEL = /^[A-Za-z0-9_]{1,25}$/;
/** A YouTube video id: 11 characters of the URL-safe base64 alphabet. */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
/** Twitch paths that are pages of the site, not channels. */
const TWITCH_RESERVED = new Set(['directory', 'videos', 'settings', 'p', 'downloads', 'jobs', 'search']);

function urlOf(address: string): URL | null {
  try {
    return new URL(address.trim());
  } catch {
    return null;
  }
}

/** The path's parts, without empty ones (`/live/abc/` → `['live', 'abc']`). */
function pathParts(url: URL): string[] {
  return url.pathname.split('/').filter((part) => part !== '');
}

/** The stream an address names, or null when it is not an https Twitch channel or YouTube video address. */
export function parseStreamUrl(address: string): StreamSource | null {
  if (address.length > STREAM_URL_MAX_LENGTH) return null;
  const url = urlOf(address);
  if (!url || url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  const parts = pathParts(url);
  if (host === 'twitch.tv' || host === 'www.twitch.tv') {
    const channel = parts[0];
    if (parts.length !== 1 || !channel || !TWITCH_CHANNEL.test(channel)) return null;
    if (TWITCH_RESERVED.has(channel.toLowerCase())) return null;
    return { provider: 'twitch', channel: channel.toLowerCase() };
  }
  let videoId: string | null | undefined = null;
  if (host === 'youtube.com' || host === 'www.youtube.com' || host === 'm.youtube.com') {
    if (parts.length === 1 && parts[0] === 'watch') videoId = url.searchParams.get('v');
    else if (parts.length === 2 && parts[0] === 'live') videoId = parts[1];
  } else if (host === 'youtu.be' && parts.length === 1) {
    videoId = parts[0];
  }
  return videoId && YOUTUBE_ID.test(videoId) ? { provider: 'youtube', videoId } : null;
}

/** Whether an address is a stream the page can embed. */
export function isStreamUrl(address: string): boolean {
  return parseStreamUrl(address) !== null;
}

/**
 * The player's address of a stream: Twitch's needs the host of the page embedding it (`parent`); YouTube's is its
 * no-cookie player, which stores nothing until the video plays.
 */
export function streamEmbedUrl(source: StreamSource, parentHost: string): string {
  if (source.provider === 'twitch') {
    const query = new URLSearchParams({ channel: source.channel, parent: parentHost });
    return `https://player.twitch.tv/?${query.toString()}`;
  }
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(source.videoId)}`;
}

/** The address a stream is watched at on its own site (the stored address, written the one way). */
export function streamWatchUrl(source: StreamSource): string {
  return source.provider === 'twitch'
    ? `https://www.twitch.tv/${source.channel}`
    : `https://www.youtube.com/watch?v=${source.videoId}`;
}
