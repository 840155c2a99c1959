import { createHash } from 'node:crypto';
import { escapeHtml } from '../../http/escape.js';

/** A stable hue (0–359) for any text, so the same name always gets the same colours. */
export function hueOf(text: string): number {
  return createHash('sha1').update(text).digest().readUInt16BE(0) % 360;
}

export function initialsOf(text: string): string {
  const words = text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[\s_\-.#]+/)
    .filter(Boolean);
  const letters = words.length > 1 ? [words[0][0], words[1][0]] : [...(words[0] ?? '?')].slice(0, 2);
  return letters.join('').toUpperCase();
}

function svg(width: number, height: number, body: string, label: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" ` +
    `role="img" aria-label="${escapeHtml(label)}">${body}</svg>`
  );
}

function gradient(id: string, hue: number, shift = 40): string {
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="hsl(${hue} 70% 42%)"/>` +
    `<stop offset="1" stop-color="hsl(${(hue + shift) % 360} 75% 18%)"/></linearGradient></defs>`
  );
}

const FONT = `font-family="'Segoe UI', 'Noto Sans Arabic', Tahoma, Arial, sans-serif"`;

export function avatarSvg(name: string): string {
  const hue = hueOf(name);
  return svg(
    256,
    256,
    `${gradient('g', hue)}<rect width="256" height="256" fill="url(#g)"/>` +
      `<circle cx="128" cy="128" r="92" fill="none" stroke="hsl(${hue} 80% 75%)" stroke-opacity="0.35" stroke-width="6"/>` +
      `<text x="128" y="150" text-anchor="middle" font-size="88" font-weight="700" fill="#fff" ${FONT}>${escapeHtml(initialsOf(name))}</text>`,
    name,
  );
}

export function bannerSvg(name: string): string {
  const hue = hueOf(name);
  const shapes = Array.from({ length: 7 }, (_, index) => {
    const x = 120 + index * 210;
    const size = 80 + ((hue + index * 37) % 140);
    return `<polygon points="${x},${400 - size} ${x + size},400 ${x - size},400" fill="hsl(${(hue + index * 12) % 360} 80% 60%)" fill-opacity="0.12"/>`;
  }).join('');
  return svg(
    1500,
    400,
    `${gradient('g', hue, 70)}<rect width="1500" height="400" fill="url(#g)"/>${shapes}`,
    `${name} banner`,
  );
}

/** Splits text into lines of at most `maxChars` characters, on word boundaries. */
export function wrapText(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function truncate(text: string, maxChars: number): string {
  return text.length <= maxChars ? text : `${text.slice(0, Math.max(1, maxChars - 1)).trimEnd()}…`;
}

/** A wide promotional image with a title, a subtitle and the portal's name; right-to-left for Arabic. */
export function posterSvg(options: {
  title: string;
  subtitle: string;
  seed: string;
  rtl: boolean;
  width?: number;
  height?: number;
}): string {
  const width = options.width ?? 1200;
  const height = options.height ?? 675;
  const hue = hueOf(options.seed);
  // With direction="rtl" the start of a line is its right end, so "start" anchors both directions at x.
  const anchor = 'start';
  const x = options.rtl ? width - 72 : 72;
  const direction = options.rtl ? ' direction="rtl"' : '';
  const usable = width - 144;
  let fontSize = 64;
  let lines = wrapText(options.title, Math.floor(usable / (fontSize * 0.56)));
  while (lines.length > 2 && fontSize > 36) {
    fontSize -= 6;
    lines = wrapText(options.title, Math.floor(usable / (fontSize * 0.56)));
  }
  lines = lines.slice(0, 3);
  const titleTop = height / 2 - ((lines.length - 1) * fontSize * 1.15) / 2;
  const title = lines
    .map(
      (line, index) =>
        `<text x="${x}" y="${Math.round(titleTop + index * fontSize * 1.15)}" text-anchor="${anchor}"${direction} font-size="${fontSize}" font-weight="800" fill="#fff" ${FONT}>${escapeHtml(line)}</text>`,
    )
    .join('');
  const subtitleY = Math.round(titleTop + (lines.length - 1) * fontSize * 1.15 + 72);
  const rings = [0, 1, 2]
    .map(
      (index) =>
        `<circle cx="${options.rtl ? 220 : width - 220}" cy="${height / 2}" r="${110 + index * 70}" fill="none" stroke="#fff" stroke-opacity="${0.18 - index * 0.05}" stroke-width="18"/>`,
    )
    .join('');
  return svg(
    width,
    height,
    `${gradient('g', hue, 60)}<rect width="${width}" height="${height}" fill="url(#g)"/>${rings}` +
      `<text x="${x}" y="96" text-anchor="${anchor}"${direction} font-size="30" font-weight="700" letter-spacing="4" fill="hsl(${hue} 90% 80%)" ${FONT}>MENA ARENA</text>` +
      title +
      `<text x="${x}" y="${subtitleY}" text-anchor="${anchor}"${direction} font-size="30" fill="#fff" fill-opacity="0.85" ${FONT}>${escapeHtml(truncate(options.subtitle, Math.floor(usable / 16)))}</text>`,
    options.title,
  );
}

/** Champion portrait stand-in for the image CDN. */
export function championSvg(name: string): string {
  const hue = hueOf(name);
  return svg(
    120,
    120,
    `${gradient('g', hue, 30)}<rect width="120" height="120" rx="12" fill="url(#g)"/>` +
      `<text x="60" y="72" text-anchor="middle" font-size="40" font-weight="700" fill="#fff" ${FONT}>${escapeHtml(initialsOf(name))}</text>`,
    name,
  );
}

/** Item icon stand-in for the image CDN. */
export function itemSvg(id: number): string {
  const hue = hueOf(`item-${id}`);
  return svg(
    64,
    64,
    `<rect width="64" height="64" rx="8" fill="hsl(${hue} 45% 22%)" stroke="hsl(${hue} 70% 55%)" stroke-width="3"/>` +
      `<text x="32" y="38" text-anchor="middle" font-size="15" font-weight="700" fill="#fff" ${FONT}>${id}</text>`,
    `Item ${id}`,
  );
}

/** The size of a home slide's artwork (`slideSvg`): a wide banner the carousel covers. */
export const SLIDE_ART_SIZE = { width: 1600, height: 560 } as const;

const SLIDE_ART = {
  pass: { from: '#1a1240', via: '#3b1d6e', glow: '#f5b301' },
  tournaments: { from: '#06222b', via: '#0d4a52', glow: '#19c2a0' },
  prizes: { from: '#2b0d14', via: '#5a1a2a', glow: '#ff6b6e' },
} as const;

/**
 * The artwork of a seeded home slide, without text (the slide's own texts lie over it): the season's tiers rising
 * (pass), a bracket (tournaments) or a trophy (prizes), bright on the side away from the texts — the right in
 * English, the left in Arabic.
 */
export function slideSvg(artwork: keyof typeof SLIDE_ART, rtl: boolean): string {
  const { width, height } = SLIDE_ART_SIZE;
  const colours = SLIDE_ART[artwork];
  const shapes = {
    pass: Array.from({ length: 6 }, (_, index) => {
      const barHeight = 90 + index * 60;
      return `<rect x="${960 + index * 100}" y="${height - 40 - barHeight}" width="64" height="${barHeight}" rx="12" fill="${colours.glow}" fill-opacity="${0.25 + index * 0.12}"/>`;
    }).join(''),
    tournaments:
      [0, 1, 2, 3]
        .map((index) => {
          const y = 90 + index * 110;
          return (
            `<rect x="980" y="${y}" width="180" height="56" rx="10" fill="#fff" fill-opacity="0.12"/>` +
            `<path d="M1160 ${y + 28} H1220 V${y + (index % 2 === 0 ? 83 : -27)}" stroke="${colours.glow}" stroke-width="6" fill="none" stroke-opacity="0.7"/>`
          );
        })
        .join('') +
      `<rect x="1240" y="163" width="180" height="56" rx="10" fill="${colours.glow}" fill-opacity="0.35"/>` +
      `<rect x="1240" y="383" width="180" height="56" rx="10" fill="${colours.glow}" fill-opacity="0.35"/>` +
      `<path d="M1420 191 H1470 V411 H1420 M1470 301 H1510" stroke="${colours.glow}" stroke-width="6" fill="none"/>`,
    prizes:
      `<path d="M1150 120 H1410 V210 A130 130 0 0 1 1150 210 Z" fill="${colours.glow}" fill-opacity="0.75"/>` +
      `<path d="M1150 150 H1090 A60 60 0 0 0 1150 250 M1410 150 H1470 A60 60 0 0 1 1410 250" stroke="${colours.glow}" stroke-width="14" fill="none" stroke-opacity="0.75"/>` +
      `<rect x="1255" y="335" width="50" height="70" fill="${colours.glow}" fill-opacity="0.6"/>` +
      `<rect x="1195" y="405" width="170" height="40" rx="8" fill="${colours.glow}" fill-opacity="0.8"/>`,
  }[artwork];
  const body =
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="0.4"><stop offset="0" stop-color="${colours.from}"/>` +
    `<stop offset="0.6" stop-color="${colours.via}"/><stop offset="1.4" stop-color="${colours.glow}"/></linearGradient>` +
    `<radialGradient id="glow" cx="0.8" cy="0.45" r="0.45"><stop offset="0" stop-color="${colours.glow}" stop-opacity="0.5"/>` +
    `<stop offset="1" stop-color="${colours.glow}" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/><rect width="${width}" height="${height}" fill="url(#glow)"/>` +
    shapes;
  return svg(
    width,
    height,
    rtl ? `<g transform="translate(${width} 0) scale(-1 1)">${body}</g>` : body,
    `${artwork} artwork`,
  );
}
