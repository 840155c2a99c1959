// The portal's icons and its generic link-preview card, drawn in code (no image tools, no network): a gold "A" on
// the portal's dark background. `node deploy/bin/icons.mjs` writes them to deploy/public/, which the deploy server
// (and nginx) serve at the site's root.
import zlib from 'node:zlib';

const BACKGROUND = [0x0b, 0x0f, 0x1a];
const SURFACE = [0x1c, 0x24, 0x38];
const PRIMARY = [0xf5, 0xb3, 0x01];
const ACCENT = [0x19, 0xc2, 0xa0];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buffer) {
  let crc = 0xffffffff;
  for (const byte of buffer) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG (8-bit RGBA, no interlace) of `rgba`, `width * height * 4` bytes, rows top to bottom. */
export function encodePng(width, height, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    rows[y * (width * 4 + 1)] = 0;
    rgba.copy(rows, y * (width * 4 + 1) + 1, y * width * 4, (y + 1) * width * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Width and height of a PNG, from its IHDR chunk (null when `buffer` is not a PNG). */
export function pngSize(buffer) {
  if (
    buffer.length < 24 ||
    buffer.readUInt32BE(0) !== 0x89504e47 ||
    buffer.toString('ascii', 12, 16) !== 'IHDR'
  )
    return null;
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
}

/** An ICO file holding PNG images (`[{ size, png }]`), as every current browser reads it. */
export function encodeIco(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, index) => {
    const entry = 6 + 16 * index;
    header[entry] = size >= 256 ? 0 : size;
    header[entry + 1] = size >= 256 ? 0 : size;
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map(({ png }) => png)]);
}

/** Distance from point (x, y) to the segment (ax, ay)–(bx, by). */
function segmentDistance(x, y, ax, ay, bx, by) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(x - ax - t * dx, y - ay - t * dy);
}

/** The colour of the mark at (u, v) in its unit square, or null outside it. */
function markColour(u, v, { rounded }) {
  const radius = 0.22;
  const cx = Math.min(Math.max(u, radius), 1 - radius);
  const cy = Math.min(Math.max(v, radius), 1 - radius);
  if (u < 0 || v < 0 || u > 1 || v > 1) return null;
  if (rounded && Math.hypot(u - cx, v - cy) > radius) return null;
  if (
    segmentDistance(u, v, 0.25, 0.8, 0.5, 0.2) < 0.075 ||
    segmentDistance(u, v, 0.5, 0.2, 0.75, 0.8) < 0.075
  )
    return PRIMARY;
  if (segmentDistance(u, v, 0.37, 0.6, 0.63, 0.6) < 0.05) return ACCENT;
  return BACKGROUND;
}

/** Draws `colourAt(x, y)` (pixel units, null = transparent) with 4×4 samples per pixel. */
function draw(width, height, colourAt) {
  const samples = 4;
  const rgba = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < samples; sy += 1) {
        for (let sx = 0; sx < samples; sx += 1) {
          const colour = colourAt(x + (sx + 0.5) / samples, y + (sy + 0.5) / samples);
          if (!colour) continue;
          r += colour[0];
          g += colour[1];
          b += colour[2];
          a += 1;
        }
      }
      const at = (y * width + x) * 4;
      if (a === 0) continue;
      rgba[at] = Math.round(r / a);
      rgba[at + 1] = Math.round(g / a);
      rgba[at + 2] = Math.round(b / a);
      rgba[at + 3] = Math.round((255 * a) / (samples * samples));
    }
  }
  return rgba;
}

/** The mark as a `size`×`size` PNG: rounded corners (a favicon), or square and opaque (apple-touch-icon). */
export function markPng(size, { rounded = true } = {}) {
  return encodePng(
    size,
    size,
    draw(size, size, (x, y) => markColour(x / size, y / size, { rounded })),
  );
}

/** The generic link-preview card (1200×630): the mark centred on the portal's background. */
export function cardPng(width = 1200, height = 630) {
  const markSize = Math.round(height * 0.56);
  const left = (width - markSize) / 2;
  const top = (height - markSize) / 2;
  const rgba = draw(width, height, (x, y) => {
    const mark = markColour((x - left) / markSize, (y - top) / markSize, { rounded: true });
    if (mark) return mark;
    if (y > height - 12) return PRIMARY;
    const t = y / height;
    return BACKGROUND.map((c, i) => Math.round(c + (SURFACE[i] - c) * t));
  });
  return encodePng(width, height, rgba);
}

/**
 * A maskable icon (`purpose: maskable` of the web app manifest): the portal's background to every edge, the mark
 * inside the middle 60 %, within the circle every platform's mask keeps.
 */
export function maskablePng(size) {
  const inner = Math.round(size * 0.6);
  const offset = (size - inner) / 2;
  return encodePng(
    size,
    size,
    draw(
      size,
      size,
      (x, y) => markColour((x - offset) / inner, (y - offset) / inner, { rounded: true }) ?? BACKGROUND,
    ),
  );
}

/** The installable portal's icons (web-manifest.mjs): any-purpose and maskable, by file name. */
export const APP_ICONS = [
  { file: 'icon-192.png', size: 192, purpose: 'any' },
  { file: 'icon-512.png', size: 512, purpose: 'any' },
  { file: 'icon-maskable-512.png', size: 512, purpose: 'maskable' },
];

/** The files of deploy/public/, by name. */
export function iconFiles() {
  return {
    'favicon.ico': encodeIco([16, 32, 48].map((size) => ({ size, png: markPng(size) }))),
    'apple-touch-icon.png': markPng(180, { rounded: false }),
    'og-image.png': cardPng(),
    ...Object.fromEntries(
      APP_ICONS.map(({ file, size, purpose }) => [
        file,
        purpose === 'maskable' ? maskablePng(size) : markPng(size),
      ]),
    ),
  };
}
