/**
 * Share cards (Open Graph / Twitter `summary_large_image`): a 1200 × 630 PNG drawn on the server. A card is a tree
 * of flexbox boxes laid out and turned into SVG by satori (text drawn as paths with the Inter font shipped in
 * @fontsource/inter), then rasterised by resvg (@resvg/resvg-js, native; no system fonts loaded). Nothing is
 * fetched from elsewhere.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import satori from 'satori';
import { Resvg } from '@resvg/resvg-js';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** A satori node: an element `{ type, props }` or text. */
export type CardNode = string | number | null | { type: string; props: Record<string, unknown> };
export type CardStyle = Record<string, string | number>;

/** An element: `h('div', { fontSize: 40 }, 'text', ...)`. */
export function h(type: string, style: CardStyle, ...children: CardNode[]): CardNode {
  const kids = children.filter((c) => c !== null && c !== '');
  return { type, props: { style, children: kids.length === 1 ? kids[0] : kids } };
}

type FontWeight = 400 | 700;
let fonts: { name: string; data: Buffer; weight: FontWeight; style: 'normal' }[] | null = null;

/** Inter regular and bold (WOFF, which satori reads; latin subset), read once. */
function cardFonts() {
  if (!fonts) {
    const require = createRequire(import.meta.url);
    const file = (w: FontWeight) => readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${w}-normal.woff`));
    fonts = [
      { name: 'Inter', data: file(400), weight: 400, style: 'normal' },
      { name: 'Inter', data: file(700), weight: 700, style: 'normal' },
    ];
  }
  return fonts;
}

/** The card's SVG (satori). */
export async function cardSvg(tree: CardNode): Promise<string> {
  // satori's types want a ReactNode; the `{ type, props }` objects are what it reads.
  return satori(tree as Parameters<typeof satori>[0], { width: CARD_WIDTH, height: CARD_HEIGHT, fonts: cardFonts() });
}

/** The card as PNG bytes. */
export async function renderCard(tree: CardNode): Promise<Buffer> {
  const svg = await cardSvg(tree);
  const png = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng();
  return png;
}
