/**
 * Colours and shared SVG definitions of the demo art. Everything here is a pure function of
 * numbers taken from an already validated image name, so nothing user-controlled reaches the SVG.
 */

/** The product colours; the seed names colour add-ons after them, so image and option agree. */
export const PALETTE = [
  { name: 'Charcoal', hex: '#34383e' },
  { name: 'Oat', hex: '#e4d9c6' },
  { name: 'Sage', hex: '#9aae98' },
  { name: 'Terracotta', hex: '#c56c4c' },
  { name: 'Navy', hex: '#2d3f66' },
  { name: 'Mustard', hex: '#d6a23d' },
  { name: 'Blush', hex: '#e6b3aa' },
  { name: 'Forest', hex: '#2f5c4d' },
  { name: 'Sky', hex: '#84b3d6' },
  { name: 'Plum', hex: '#6f3f5d' },
  { name: 'Sand', hex: '#c9b194' },
  { name: 'Poppy', hex: '#cf463c' },
] as const;

/**
 * Black, offered as a colour add-on where a shop sells black (headphones, bags, shoes, tees) and
 * drawn for that add-on's picture. It stays out of PALETTE: covers, backdrops and scenes rotate
 * through PALETTE by index, and a thirteenth colour would redraw every picture of the demo.
 */
export const BLACK = { name: 'Black', hex: '#222327' } as const;

/** Every colour a product picture can be drawn in: PALETTE's by their index, then BLACK. */
export const SHADES = [...PALETTE, BLACK] as const;

export const INK = '#25282d';
export const PAPER = '#faf7f2';

type Rgb = [number, number, number];

function rgb(hex: string): Rgb {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function hex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Linear mix of two colours: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  return hex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

export const shade = (c: string, t: number) => mix(c, '#14110f', t);
export const tint = (c: string, t: number) => mix(c, '#ffffff', t);

/** Relative luminance, 0 (black) to 1 (white). */
export function luminance(c: string): number {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = rgb(c);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrast(a: string, b: string): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** A small stable hash of a string (FNV-1a), for choices that only need to look varied. */
export function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * What a motif draws with. Colour fields are hex strings; the url fields point at gradients and
 * filters that `kitDefs` defines under the kit's own id prefix, so several objects can share an SVG.
 */
export interface Kit {
  /** Prefix for ids a motif defines itself (clip paths). */
  id: string;
  base: string;
  dark: string;
  deep: string;
  light: string;
  pale: string;
  /** Stitching and fine detail on the base colour: darker on light colours, lighter on dark ones. */
  line: string;
  accent: string;
  metalFlat: string;
  ink: string;
  paper: string;
  body: string;
  cyl: string;
  metal: string;
  glass: string;
  soft: string;
}

export interface KitDef {
  kit: Kit;
  defs: string;
}

/**
 * Surface finishes a product's main body can take, so two products in one colour still differ:
 * plain (a soft gradient), pinstripe, dots, check, bands, twill. Drawn as small tiles in the
 * kit's line colour; the tile is in the motif's own units, so it survives any placement.
 */
export const FINISHES = 6;

function finishTile(id: string, finish: number, base: string, line: string): string {
  const tile = (size: number, marks: string, transform = '') =>
    `<pattern id="${id}-t" width="${size}" height="${size}" patternUnits="userSpaceOnUse"${transform}><rect width="${size}" height="${size}" fill="${base}"/>${marks}</pattern>`;
  const stroke = (w: number, o: number) => `fill="none" stroke="${line}" stroke-width="${w}" stroke-opacity="${o}"`;
  switch (finish) {
    case 1:
      return tile(12, `<path d="M6 0V12" ${stroke(1.6, 0.55)}/>`);
    case 2:
      return tile(16, `<circle cx="8" cy="8" r="2.6" fill="${line}" fill-opacity=".6"/>`);
    case 3:
      return tile(22, `<path d="M0 11H22M11 0V22" ${stroke(3, 0.3)}/><path d="M0 3H22M3 0V22" ${stroke(1, 0.35)}/>`);
    case 4:
      return tile(40, `<rect y="24" width="40" height="12" fill="${line}" fill-opacity=".32"/>`);
    case 5:
      return tile(10, `<path d="M0 10L10 0M-2 2L2 -2M8 12L12 8" ${stroke(1.8, 0.38)}/>`);
    default:
      return '';
  }
}

export function makeKit(id: string, base: string, accent: string, brass: boolean, finish = 0): KitDef {
  const dark = shade(base, 0.22);
  const deep = shade(base, 0.45);
  const light = tint(base, 0.22);
  const isLight = luminance(base) > 0.45;
  const metalStops: readonly [string, string, string, string] = brass
    ? ['#f6e7bd', '#cfa95e', '#8c6b2f', '#ecd394']
    : ['#f7f7f5', '#c5c8cc', '#868a91', '#e6e8ea'];
  const kit: Kit = {
    id,
    base,
    dark,
    deep,
    light,
    pale: tint(base, 0.55),
    line: isLight ? shade(base, 0.38) : tint(base, 0.32),
    accent,
    metalFlat: metalStops[1],
    ink: INK,
    paper: PAPER,
    body: finish > 0 && finish < FINISHES ? `url(#${id}-t)` : `url(#${id}-b)`,
    cyl: `url(#${id}-c)`,
    metal: `url(#${id}-m)`,
    glass: `url(#${id}-g)`,
    soft: `url(#${id}-f)`,
  };
  const defs =
    `<linearGradient id="${id}-b" x1="0" y1="0" x2=".35" y2="1"><stop offset="0" stop-color="${light}"/><stop offset=".55" stop-color="${base}"/><stop offset="1" stop-color="${dark}"/></linearGradient>` +
    `<linearGradient id="${id}-c" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="#000" stop-opacity=".26"/><stop offset=".2" stop-color="#fff" stop-opacity=".2"/><stop offset=".42" stop-color="#fff" stop-opacity="0"/><stop offset=".8" stop-color="#000" stop-opacity=".08"/><stop offset="1" stop-color="#000" stop-opacity=".3"/></linearGradient>` +
    `<linearGradient id="${id}-m" x1="0" y1="0" x2="1" y2="1">${metalStops.map((c, i) => `<stop offset="${i / 3}" stop-color="${c}"/>`).join('')}</linearGradient>` +
    `<linearGradient id="${id}-g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity=".5"/><stop offset=".3" stop-color="#fff" stop-opacity=".12"/><stop offset=".75" stop-color="#fff" stop-opacity=".05"/><stop offset="1" stop-color="#fff" stop-opacity=".35"/></linearGradient>` +
    `<filter id="${id}-f" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="6"/></filter>` +
    finishTile(id, finish, base, kit.line);
  return { kit, defs };
}

/** Evenly spaced strokes as one path: ribbing, quilting, grilles. */
export function lines(count: number, f: (i: number) => string): string {
  let d = '';
  for (let i = 0; i < count; i++) d += f(i);
  return d;
}
