// Writes public/favicon.ico from public/favicon.svg: one ICO file holding 16, 32 and 48 px PNG images (ICO allows
// PNG entries), for the browsers and tools that ask for /favicon.ico whatever the page links. Run it again after
// changing favicon.svg: node scripts/make-favicon-ico.mjs
import { Resvg } from '@resvg/resvg-js';
import { readFileSync, writeFileSync } from 'node:fs';
const svg = readFileSync('public/favicon.svg', 'utf8');
const pngs = [16, 32, 48].map((size) => ({ size, png: new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng() }));
const header = Buffer.alloc(6); header.writeUInt16LE(0, 0); header.writeUInt16LE(1, 2); header.writeUInt16LE(pngs.length, 4);
let offset = 6 + 16 * pngs.length;
const entries = pngs.map(({ size, png }) => { const e = Buffer.alloc(16); e.writeUInt8(size, 0); e.writeUInt8(size, 1); e.writeUInt8(0, 2); e.writeUInt8(0, 3); e.writeUInt16LE(1, 4); e.writeUInt16LE(32, 6); e.writeUInt32LE(png.length, 8); e.writeUInt32LE(offset, 12); offset += png.length; return e; });
writeFileSync('public/favicon.ico', Buffer.concat([header, ...entries, ...pngs.map((p) => p.png)]));
