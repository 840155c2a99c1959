#!/usr/bin/env node
// Writes the portal's icons and its generic link-preview card to deploy/public/ (lib/icons.mjs draws them):
//   favicon.ico (16, 32, 48), apple-touch-icon.png (180), og-image.png (1200×630), and the web app manifest's
//   icon-192.png, icon-512.png and icon-maskable-512.png.
//
//   node deploy/bin/icons.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { iconFiles } from '../lib/icons.mjs';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../public');
fs.mkdirSync(dir, { recursive: true });
for (const [name, body] of Object.entries(iconFiles())) {
  fs.writeFileSync(path.join(dir, name), body);
  console.log(`${name}  ${body.length} bytes`);
}
