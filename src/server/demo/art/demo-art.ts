import { itemAt } from '@shared/item-at';
import { FINISHES, PALETTE, SHADES, contrast, hash, luminance, makeKit, mix, shade, tint } from './demo-art-kit.js';
import { MOTIFS, isMotif, type MotifName } from './demo-art-motifs.js';
import { ICON_NAMES, avatarSvg, iconSvg } from './demo-art-extras.js';

export { BLACK, FINISHES, PALETTE, SHADES } from './demo-art-kit.js';
export { MOTIF_NAMES, type MotifName } from './demo-art-motifs.js';
export { ICON_NAMES } from './demo-art-extras.js';

/**
 * Demo images drawn from their name alone: a studio backdrop, a floor shadow and a stylised
 * object. Names are checked against strict patterns and tables first; anything else is null, so
 * the route answers 404 and nothing from the request is ever written into the SVG.
 *
 *   product/{motif}-{form}-{finish}-{colour name}-{variant}
 *                                        800 x 800: form 0..9 is the motif's shape (a desk or a
 *                                        floor lamp), finish 0..5 its surface (plain, pinstripe…),
 *                                        the colour a SHADES name in lower case ('navy'), so a
 *                                        colour add-on finds its picture by name; variant 0..5
 *                                        changes backdrop and angle
 *   product/{motif}-{colour}-{variant}   the older short form: form 0, finish 0, colour by index
 *   detail/…                             the same names, 1200 x 600, close-up or lifestyle
 *   banner/{scene}-{colour}              1920 x 1080, no text
 *   section/{scene}-{colour}             1600 x 500
 *   category/{motif|scene}-{colour}      480 x 480
 *   icon/{icon}[-{colour}]               96 x 96
 *   avatar/face-{n}                      160 x 160, n 0..99
 */

export const DEMO_VARIANTS = 6;

/** Groups of motifs for the wide compositions; the first three are the banner's slots. */
export const SCENES = {
  women: ['handbag', 'dress', 'perfume', 'tshirt', 'sunglasses'],
  men: ['sneaker', 'jacket', 'watch', 'shirt', 'backpack'],
  home: ['candle', 'lamp', 'plant', 'mug', 'chair'],
  tech: ['speaker', 'headphones', 'phone', 'camera', 'watch'],
  outdoor: ['bottle', 'tent', 'backpack', 'sunglasses', 'jacket'],
  beauty: ['lipstick', 'perfume', 'serum', 'lotion', 'candle'],
  new: ['sneaker', 'hoodie', 'headphones', 'lamp', 'bottle'],
} satisfies Record<string, MotifName[]>;

export type SceneName = keyof typeof SCENES;
export const SCENE_NAMES = Object.keys(SCENES) as SceneName[];
const isScene = (s: string | undefined): s is SceneName =>
  s !== undefined && Object.prototype.hasOwnProperty.call(SCENES, s);

const COLOUR = '(0|[1-9][0-9]?)';
const WORD = '([a-z]{2,12})';
const PRODUCT_NAME = new RegExp(`^${WORD}-${COLOUR}-([0-9])$`);
const STYLED_PRODUCT_NAME = new RegExp(`^${WORD}-([0-9])-([0-9])-${WORD}-([0-9])$`);

/** A product's look: which motif, in which shape, surface and colour (SHADES index). */
export interface ProductLook {
  motif: MotifName;
  form: number;
  finish: number;
  colour: number;
}

/** The colour's word in image names: 'Navy' is 'navy'. */
export const colourSlug = (colour: number) => itemAt(SHADES, colour).name.toLowerCase();

/** The image name of a product look in one variant; `renderDemoImage` reads it back. */
export function productArtName(look: ProductLook, variant: number): string {
  return `${look.motif}-${look.form}-${look.finish}-${colourSlug(look.colour)}-${variant}`;
}

function parseProductName(name: string): (ProductLook & { variant: number }) | null {
  const styled = STYLED_PRODUCT_NAME.exec(name);
  if (styled) {
    const colour = SHADES.findIndex((p) => p.name.toLowerCase() === styled[4]);
    if (!isMotif(styled[1]) || colour < 0 || Number(styled[3]) >= FINISHES) return null;
    return { motif: styled[1], form: Number(styled[2]), finish: Number(styled[3]), colour, variant: Number(styled[5]) };
  }
  const short = PRODUCT_NAME.exec(name);
  if (!short || !isMotif(short[1]) || Number(short[2]) >= PALETTE.length) return null;
  return { motif: short[1], form: 0, finish: 0, colour: Number(short[2]), variant: Number(short[3]) };
}
const WIDE_NAME = new RegExp(`^${WORD}-${COLOUR}$`);
const ICON_NAME = new RegExp(`^${WORD}(?:-${COLOUR})?$`);
const AVATAR_NAME = /^face-(0|[1-9][0-9]?)$/;

export function renderDemoImage(kind: string, name: string): string | null {
  try {
    return render(kind, name);
  } catch {
    return null;
  }
}

function render(kind: string, name: string): string | null {
  if (typeof name !== 'string' || name.length > 40) return null;
  const colour = (s: string | undefined) => {
    const c = Number(s ?? 0);
    return c < PALETTE.length ? c : -1;
  };
  switch (kind) {
    case 'product':
    case 'detail': {
      const look = parseProductName(name);
      if (!look || look.variant >= DEMO_VARIANTS) return null;
      return kind === 'product' ? productSvg(look, look.variant) : detailSvg(look, look.variant);
    }
    case 'banner':
    case 'section':
    case 'category': {
      const m = WIDE_NAME.exec(name);
      if (!m) return null;
      const c = colour(m[2]);
      if (c < 0) return null;
      if (kind === 'category') {
        if (isMotif(m[1])) return categorySvg([m[1]], c);
        return isScene(m[1]) ? categorySvg(SCENES[m[1]].slice(0, 3), c) : null;
      }
      if (!isScene(m[1])) return null;
      return kind === 'banner' ? bannerSvg(m[1], c) : sectionSvg(m[1], c);
    }
    case 'icon': {
      const m = ICON_NAME.exec(name);
      if (!m || m[1] === undefined || !ICON_NAMES.includes(m[1])) return null;
      const c = colour(m[2] ?? '2');
      return c < 0 ? null : iconSvg(m[1], c);
    }
    case 'avatar': {
      const m = AVATAR_NAME.exec(name);
      return m ? avatarSvg(Number(m[1])) : null;
    }
    default:
      return null;
  }
}

// ---------------------------------------------------------------------------------------------
// Composition helpers

const SHADOW = '#2c241d';
const WOOD = ['#c9a072', '#a97b50', '#8a6140'] as const;

function svg(w: number, h: number, defs: string[], body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs.join('')}</defs>${body}</svg>`;
}

/** A pastel backdrop that keeps the product colour readable. */
function backdrop(c: number, step: number): string {
  const base = itemAt(SHADES, c).hex;
  for (let i = 0; i < PALETTE.length; i++) {
    const other = itemAt(SHADES, (c + 3 + step * 5 + i) % PALETTE.length).hex;
    const tone = luminance(base) > 0.5 ? mix(other, '#ffffff', 0.45) : mix(other, '#ffffff', 0.74);
    if ((c + 3 + step * 5 + i) % PALETTE.length !== c && contrast(tone, base) > 1.45) return tone;
  }
  return '#e9e4dc';
}

/** The neutral studio colour of a packshot, darkened for pale products. */
function studio(c: number): string {
  const base = itemAt(SHADES, c).hex;
  return luminance(base) > 0.5 ? backdrop(c, 0) : mix('#f2eee8', base, 0.06);
}

function radialBg(id: string, w: number, h: number, colour: string, cx = 0.5, cy = 0.42): [string, string] {
  return [
    `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r=".75"><stop offset="0" stop-color="${tint(colour, 0.38)}"/><stop offset=".6" stop-color="${colour}"/><stop offset="1" stop-color="${shade(colour, 0.08)}"/></radialGradient>`,
    `<rect width="${w}" height="${h}" fill="url(#${id})"/>`,
  ];
}

interface Placed {
  defs: string;
  body: string;
}

interface PlaceOptions {
  /** For stand motifs: the floor line; for flat ones: the centre. */
  x: number;
  y: number;
  size: number;
  rotate?: number;
  hanger?: boolean;
  shadow?: boolean;
  accent?: number;
  form?: number;
  finish?: number;
}

/**
 * Width and height factors that give a motif without shapes of its own a different silhouette
 * per form: a wider mug, a taller bottle. Round motifs scale evenly.
 */
const FORM_STRETCH: readonly (readonly [number, number])[] = [
  [1, 1],
  [0.86, 1.06],
  [1.12, 0.93],
  [0.93, 1.1],
  [1.06, 0.96],
  [0.9, 0.9],
  [1.08, 1.04],
  [0.96, 1.08],
  [1.1, 1.08],
  [0.88, 0.97],
];

/** One motif in one colour, with its own gradients and a shadow that suits its kind. */
function place(id: string, m: MotifName, c: number, o: PlaceOptions): Placed {
  const motif = MOTIFS[m];
  const s = o.size / 400;
  const accent = itemAt(SHADES, o.accent ?? (c + 5) % PALETTE.length).hex;
  const form = o.form ?? 0;
  const { kit, defs } = makeKit(id, itemAt(SHADES, c).hex, accent, (hash(`${m}${c}${form}`) & 1) === 1, o.finish ?? 0);
  let shadow = '';
  let extra = '';
  let filter = '';
  let ty: number;
  if (motif.kind === 'stand') {
    ty = o.y - motif.foot * s;
    if (o.shadow !== false) {
      const rx = (motif.width / 2) * s;
      extra += `<filter id="${id}-s" x="-50%" y="-200%" width="200%" height="500%"><feGaussianBlur stdDeviation="${(10 * s).toFixed(1)}"/></filter>`;
      shadow =
        `<ellipse cx="${o.x}" cy="${o.y}" rx="${(rx * 1.12).toFixed(1)}" ry="${(18 * s).toFixed(1)}" fill="${SHADOW}" opacity=".26" filter="url(#${id}-s)"/>` +
        `<ellipse cx="${o.x}" cy="${o.y}" rx="${(rx * 0.86).toFixed(1)}" ry="${(5 * s).toFixed(1)}" fill="${SHADOW}" opacity=".3" filter="url(#${id}-s)"/>`;
    }
  } else {
    ty = o.y - 200 * s;
    if (o.shadow !== false) {
      extra += `<filter id="${id}-d" x="-20%" y="-20%" width="140%" height="150%"><feDropShadow dx="0" dy="12" stdDeviation="12" flood-color="${SHADOW}" flood-opacity=".24"/></filter>`;
      filter = ` filter="url(#${id}-d)"`;
    }
  }
  const tx = o.x - 200 * s;
  const hanger = o.hanger
    ? `<path d="M200 56 V26 Q200 8 216 8 Q232 8 232 24" fill="none" stroke="#b8b2a8" stroke-width="6" stroke-linecap="round"/><path d="M84 100 L200 48 L316 100" fill="none" stroke="${WOOD[1]}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>`
    : '';
  const rot = o.rotate ? ` rotate(${o.rotate} 200 200)` : '';
  const ownForms = ('forms' in motif ? motif.forms : undefined) ?? 0;
  let stretch = '';
  if (form >= ownForms) {
    // Stretched about the floor point (or the centre for flat lays), so it still stands on it.
    const [sx, sy] = itemAt(FORM_STRETCH, form % FORM_STRETCH.length);
    const y = motif.kind === 'stand' ? motif.foot : 200;
    const fy = 'uniform' in motif && motif.uniform ? sx : sy;
    if (sx !== 1 || fy !== 1) stretch = ` translate(200 ${y}) scale(${sx} ${fy}) translate(-200 ${-y})`;
  }
  return {
    defs: defs + extra,
    body: `${shadow}<g transform="translate(${tx.toFixed(1)} ${ty.toFixed(1)}) scale(${s.toFixed(4)})${rot}${stretch}"${filter}>${hanger}${motif.draw(kit, form % Math.max(1, ownForms))}</g>`,
  };
}

/** Dappled shade of leaves falling across the whole picture. */
function leafShadows(id: string, w: number, h: number, seed: number): [string, string] {
  let d = '';
  for (let i = 0; i < 14; i++) {
    const r = hash(`${seed}-${i}`);
    const x = w * (0.55 + ((r % 1000) / 1000) * 0.5);
    const y = h * (((r >> 10) % 1000) / 1000) * 0.7;
    const a = ((r >> 20) % 180) - 90;
    const l = (w / 800) * (70 + (r % 60));
    d += `<ellipse cx="0" cy="${(-l / 2).toFixed(0)}" rx="${(l / 4.2).toFixed(0)}" ry="${(l / 2).toFixed(0)}" transform="translate(${x.toFixed(0)} ${y.toFixed(0)}) rotate(${a})"/>`;
  }
  return [
    `<filter id="${id}" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${(w / 90).toFixed(1)}"/></filter>`,
    `<g fill="${SHADOW}" opacity=".09" filter="url(#${id})"><path d="M${w * 1.05} ${-h * 0.05} Q${w * 0.8} ${h * 0.2} ${w * 0.62} ${h * 0.62}" fill="none" stroke="${SHADOW}" stroke-width="${w / 160}"/>${d}</g>`,
  ];
}

function podium(x: number, top: number, bottom: number, width: number, colour: string): string {
  const rx = width / 2;
  const ry = width * 0.1;
  return (
    `<path d="M${x - rx} ${top} V${bottom} A${rx} ${ry} 0 0 0 ${x + rx} ${bottom} V${top} Z" fill="${shade(colour, 0.1)}"/>` +
    `<path d="M${x - rx} ${top} V${bottom} A${rx} ${ry} 0 0 0 ${x - rx * 0.4} ${bottom + ry * 0.9} V${top + ry * 0.9} Z" fill="#fff" opacity=".12"/>` +
    `<ellipse cx="${x}" cy="${top}" rx="${rx}" ry="${ry}" fill="${tint(colour, 0.2)}"/>`
  );
}

function arch(x: number, top: number, bottom: number, width: number, colour: string, opacity = 1): string {
  const r = width / 2;
  return `<path d="M${x - r} ${bottom} V${top + r} A${r} ${r} 0 0 1 ${x + r} ${top + r} V${bottom} Z" fill="${colour}" opacity="${opacity}"/>`;
}

// ---------------------------------------------------------------------------------------------
// The kinds

function productSvg(look: ProductLook, v: number): string {
  const { motif: m, colour: c, form, finish } = look;
  const W = 800;
  const motif = MOTIFS[m];
  const flat = motif.kind === 'flat';
  const tone = v === 0 ? studio(c) : backdrop(c, v);
  const defs: string[] = [];
  let scene = '';
  const [g, rect] = radialBg('bg', W, W, tone, 0.5, flat ? 0.5 : 0.4);
  defs.push(g);
  scene += rect;
  let placed: Placed;
  if (v === 4) {
    // Close-up: the motif's focus point in the middle, four times larger.
    const s = 2.5;
    const [fx, fy] = motif.focus;
    const p = place('o', m, c, {
      form,
      finish,
      x: 400 - (fx - 200) * s,
      y: flat ? 400 - (fy - 200) * s : 400 + (motif.foot - fy) * s,
      size: 400 * s,
      shadow: !flat,
    });
    placed = p;
  } else if (flat) {
    if (v === 2) scene += `<circle cx="400" cy="400" r="300" fill="${tint(tone, 0.45)}"/>`;
    if (v === 3) scene += arch(400, 70, 800, 520, tint(tone, 0.4));
    placed = place('o', m, c, {
      form,
      finish,
      x: 400,
      y: v === 3 ? 440 : 410,
      size: v === 3 ? 600 : v === 1 ? 640 : 660,
      rotate: v === 1 ? -8 : v === 5 ? 5 : 0,
      hanger: v === 3,
    });
  } else {
    let floor = 664;
    if (v === 1) {
      scene += `<rect y="600" width="800" height="200" fill="${shade(tone, 0.07)}"/><rect y="596" width="800" height="8" fill="${tint(tone, 0.25)}" opacity=".7"/>`;
      floor = 690;
    }
    if (v === 2) scene += `<circle cx="430" cy="360" r="270" fill="${tint(tone, 0.45)}"/>`;
    if (v === 3) {
      scene +=
        arch(400, 60, 800, 460, tint(tone, 0.35)) +
        `<rect y="640" width="800" height="160" fill="${shade(tone, 0.06)}"/>`;
      scene += podium(400, 570, 700, 460, tone);
      floor = 570;
    }
    placed = place('o', m, c, {
      form,
      finish,
      x: v === 1 ? 390 : 400,
      y: floor,
      size: v === 3 ? 470 : v === 1 ? 560 : 600,
      rotate: v === 2 ? -6 : 0,
    });
  }
  defs.push(placed.defs);
  scene += placed.body;
  if (v === 5) {
    const [f, leaves] = leafShadows('lf', W, W, c * 31 + v);
    defs.push(f);
    scene += leaves;
  }
  return svg(W, W, defs, scene);
}

function detailSvg(look: ProductLook, v: number): string {
  const { motif: m, colour: c, form, finish } = look;
  const motif = MOTIFS[m];
  const flat = motif.kind === 'flat';
  const tone = backdrop(c, v + 1);
  const defs: string[] = [];
  let scene = '';
  if (v % 2 === 0) {
    // Whole object on the left, a rounded close-up panel on the right.
    const [g, rect] = radialBg('bg', 1200, 600, tone, 0.25, 0.45);
    defs.push(g);
    scene += rect;
    const whole = place('a', m, c, {
      form,
      finish,
      ...(flat ? { x: 300, y: 300, size: 440 } : { x: 300, y: 500, size: 400 }),
    });
    const s = 2.3;
    const [fx, fy] = motif.focus;
    const zoom = place('b', m, c, {
      form,
      finish,
      x: 900 - (fx - 200) * s,
      y: flat ? 300 - (fy - 200) * s : 300 + (motif.foot - fy) * s,
      size: 400 * s,
      shadow: false,
    });
    const panel = studio(c);
    defs.push(
      whole.defs,
      zoom.defs,
      `<clipPath id="cp"><rect x="630" y="36" width="534" height="528" rx="28"/></clipPath>`,
    );
    scene +=
      whole.body +
      `<rect x="626" y="40" width="542" height="532" rx="30" fill="${SHADOW}" opacity=".12"/>` +
      `<g clip-path="url(#cp)"><rect x="630" y="36" width="534" height="528" fill="${panel}"/>${zoom.body}</g>`;
  } else {
    // A corner of a room: wall, a framed print, a table or a hook, and a plant for company.
    const wall = tone;
    const [g, rect] = radialBg('bg', 1200, 600, wall, 0.6, 0.3);
    defs.push(g);
    scene += rect;
    const frame = itemAt(SHADES, (c + 4) % PALETTE.length).hex;
    scene +=
      `<rect x="110" y="70" width="200" height="250" fill="${WOOD[2]}"/><rect x="120" y="80" width="180" height="230" fill="#fbf8f2"/>` +
      `<rect x="146" y="106" width="128" height="178" fill="${tint(frame, 0.7)}"/><circle cx="236" cy="160" r="34" fill="${frame}"/>${arch(186, 190, 284, 70, tint(frame, 0.25))}`;
    scene += flat
      ? `<rect y="500" width="1200" height="100" fill="${shade(wall, 0.12)}"/><rect y="492" width="1200" height="12" fill="${tint(wall, 0.4)}"/>` +
        `<rect x="380" y="30" width="760" height="22" rx="4" fill="${WOOD[1]}"/><rect x="380" y="50" width="760" height="8" fill="${SHADOW}" opacity=".12"/>` +
        [470, 652, 860, 1050]
          .map((x) => `<rect x="${x - 7}" y="44" width="14" height="26" rx="6" fill="${WOOD[2]}"/>`)
          .join('')
      : `<rect y="470" width="1200" height="130" fill="${WOOD[0]}"/><rect y="470" width="1200" height="10" fill="${tint(WOOD[0], 0.3)}"/><rect y="480" width="1200" height="16" fill="${SHADOW}" opacity=".1"/>`;
    const prop = m === 'plant' ? 'candle' : 'plant';
    const side = place(
      'p',
      prop,
      (c + 7) % PALETTE.length,
      flat ? { x: 1010, y: 540, size: 300 } : { x: 1010, y: 478, size: 250 },
    );
    const main = flat
      ? place('a', m, c, { form, finish, x: 636, y: 266, size: 440, hanger: true })
      : place('a', m, c, { form, finish, x: 620, y: 478, size: 380 });
    defs.push(side.defs, main.defs);
    scene +=
      (flat
        ? ''
        : `<rect x="150" y="446" width="150" height="24" rx="3" fill="${itemAt(SHADES, (c + 2) % 12).hex}"/><rect x="160" y="424" width="132" height="22" rx="3" fill="#f1ebe0"/><rect x="144" y="404" width="140" height="20" rx="3" fill="${itemAt(SHADES, (c + 9) % 12).hex}"/>`) +
      side.body +
      main.body;
  }
  return svg(1200, 600, defs, scene);
}

/** A colour for a scene object that stands out from the backdrop and from its neighbours. */
function sceneColour(bg: string, start: number, avoid: number[]): number {
  for (let i = 0; i < PALETTE.length; i++) {
    const c = (start + i * 5) % PALETTE.length;
    if (!avoid.includes(c) && contrast(itemAt(SHADES, c).hex, bg) > 1.6) return c;
  }
  return start % PALETTE.length;
}

function sceneColours(scene: SceneName, c: number, bg: string): number[] {
  const out: number[] = [];
  const seed = SCENE_NAMES.indexOf(scene) * 3 + c;
  for (let i = 0; i < 5; i++) out.push(sceneColour(bg, seed + i * 7 + 1, [c, ...out.slice(-1)]));
  return out;
}

function bannerSvg(scene: SceneName, c: number): string {
  const base = itemAt(SHADES, c).hex;
  const mid = luminance(base) > 0.45 ? shade(base, 0.08) : base;
  const motifs = SCENES[scene];
  const colours = sceneColours(scene, c, mid);
  const defs = [
    `<linearGradient id="bg" x1="0" x2="1" y1="0" y2=".3"><stop offset="0" stop-color="${shade(mid, 0.42)}"/><stop offset=".55" stop-color="${shade(mid, 0.1)}"/><stop offset="1" stop-color="${tint(mid, 0.1)}"/></linearGradient>`,
    `<linearGradient id="fl" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="${shade(mid, 0.28)}"/><stop offset="1" stop-color="${shade(mid, 0.45)}"/></linearGradient>`,
  ];
  let body =
    `<rect width="1920" height="1080" fill="url(#bg)"/>` +
    `<circle cx="1500" cy="380" r="330" fill="${tint(mid, 0.22)}" opacity=".55"/>` +
    arch(1420, 190, 900, 440, shade(mid, 0.16)) +
    `<rect y="880" width="1920" height="200" fill="url(#fl)"/><rect y="876" width="1920" height="6" fill="${tint(mid, 0.15)}" opacity=".35"/>`;
  const slots = [
    { x: 1030, top: 770, w: 330, size: 400 },
    { x: 1420, top: 650, w: 420, size: 560 },
    { x: 1775, top: 800, w: 280, size: 340 },
  ];
  slots.forEach((slot, i) => {
    const m = itemAt(motifs, i);
    const podiumColour = shade(mid, 0.05 + i * 0.04);
    if (MOTIFS[m].kind === 'flat') {
      const p = place(`s${i}`, m, itemAt(colours, i), {
        x: slot.x,
        y: slot.top - slot.size * 0.46,
        size: slot.size * 1.05,
        rotate: i === 1 ? -6 : 6,
      });
      defs.push(p.defs);
      body += podium(slot.x, slot.top + 60, 920, slot.w, podiumColour) + p.body;
    } else {
      const p = place(`s${i}`, m, itemAt(colours, i), { x: slot.x, y: slot.top, size: slot.size });
      defs.push(p.defs);
      body += podium(slot.x, slot.top, 920, slot.w, podiumColour) + p.body;
    }
  });
  const [f, leaves] = leafShadows('lf', 1920, 1080, c + 7);
  defs.push(f);
  return svg(1920, 1080, defs, body + leaves);
}

function sectionSvg(scene: SceneName, c: number): string {
  const base = itemAt(SHADES, c).hex;
  const wall = luminance(base) > 0.45 ? mix(base, '#ffffff', 0.35) : mix(base, '#ffffff', 0.7);
  const motifs = SCENES[scene];
  const colours = sceneColours(scene, c, wall);
  const [g, rect] = radialBg('bg', 1600, 500, wall, 0.5, 0.2);
  const defs = [g];
  let body =
    rect + arch(470, 40, 410, 240, tint(wall, 0.35)) + `<circle cx="1130" cy="200" r="150" fill="${tint(wall, 0.3)}"/>`;
  body += `<rect y="410" width="1600" height="90" fill="${shade(wall, 0.1)}"/><rect x="60" y="400" width="1480" height="22" rx="4" fill="${WOOD[0]}"/><rect x="60" y="420" width="1480" height="10" fill="${SHADOW}" opacity=".12"/>`;
  const xs = [220, 470, 800, 1130, 1390];
  motifs.forEach((m, i) => {
    const size = i === 2 ? 330 : 270;
    const p =
      MOTIFS[m].kind === 'flat'
        ? place(`s${i}`, m, itemAt(colours, i), { x: itemAt(xs, i), y: 210, size: 300, hanger: true })
        : place(`s${i}`, m, itemAt(colours, i), { x: itemAt(xs, i), y: 404, size });
    defs.push(p.defs);
    body += p.body;
  });
  return svg(1600, 500, defs, body);
}

function categorySvg(motifs: MotifName[], c: number): string {
  const tone = backdrop(c, 2);
  const [g, rect] = radialBg('bg', 480, 480, tone, 0.5, 0.45);
  const defs = [g];
  let body = rect + `<circle cx="240" cy="236" r="176" fill="${tint(tone, 0.4)}"/>`;
  const layout =
    motifs.length === 1
      ? [{ x: 240, size: 320, cy: 240, floor: 392 }]
      : [
          { x: 118, size: 200, cy: 250, floor: 392 },
          { x: 362, size: 200, cy: 250, floor: 392 },
          { x: 240, size: 270, cy: 236, floor: 404 },
        ];
  const order = motifs.length === 1 ? [0] : [0, 2, 1];
  layout.forEach((l, i) => {
    const m = itemAt(motifs, itemAt(order, i));
    const colour = i === 0 ? c : sceneColour(tone, c + i * 4 + 1, [c]);
    const p =
      MOTIFS[m].kind === 'flat'
        ? place(`o${i}`, m, colour, { x: l.x, y: l.cy, size: l.size * 1.05 })
        : place(`o${i}`, m, colour, { x: l.x, y: l.floor, size: l.size });
    defs.push(p.defs);
    body += p.body;
  });
  return svg(480, 480, defs, body);
}
