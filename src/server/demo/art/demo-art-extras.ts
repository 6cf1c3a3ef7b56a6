import { itemAt } from '@shared/item-at';
import { INK, PALETTE, mix, shade, tint } from './demo-art-kit.js';

/** Feature icons (96 x 96): line drawings on a soft disc. */
const ICONS: Record<string, string> = {
  truck:
    '<path d="M14 32 H54 V64 H14 Z M54 42 H68 L80 54 V64 H54"/><circle cx="30" cy="66" r="7" fill="FILL"/><circle cx="66" cy="66" r="7" fill="FILL"/>',
  shield: '<path d="M48 14 L74 24 V46 Q74 68 48 80 Q22 68 22 46 V24 Z"/><path d="M36 47 L45 56 L61 38"/>',
  refresh:
    '<path d="M70 40 A24 24 0 0 0 26 38"/><path d="M26 56 A24 24 0 0 0 70 58"/><path d="M24 24 V39 H39"/><path d="M72 72 V57 H57"/>',
  chat: '<path d="M18 26 Q18 20 24 20 H72 Q78 20 78 26 V56 Q78 62 72 62 H44 L30 74 V62 H24 Q18 62 18 56 Z"/><path d="M35 41 H36 M48 41 H49 M61 41 H62" stroke-width="6"/>',
  gift: '<path d="M20 40 H76 V52 H20 Z M25 52 V78 H71 V52 M48 40 V78"/><path d="M48 40 Q36 20 28 28 Q22 38 48 40 Q60 20 68 28 Q74 38 48 40"/>',
  leaf: '<path d="M24 72 Q18 26 74 20 Q80 70 30 72 Z"/><path d="M22 76 L58 40"/>',
  lock: '<path d="M26 44 H70 V78 H26 Z"/><path d="M36 44 V34 Q36 20 48 20 Q60 20 60 34 V44"/><path d="M48 56 V66"/>',
  card: '<path d="M14 26 H82 V70 H14 Z M14 38 H82"/><path d="M24 58 H42"/>',
  star: '<path d="M48 16 L57 37 L80 39 L62 54 L68 77 L48 65 L28 77 L34 54 L16 39 L39 37 Z"/>',
  heart: '<path d="M48 76 L22 50 Q10 37 22 26 Q35 16 48 32 Q61 16 74 26 Q86 37 74 50 Z"/>',
  box: '<path d="M48 16 L76 30 V64 L48 78 L20 64 V30 Z"/><path d="M20 30 L48 44 L76 30 M48 44 V78 M34 23 L62 37"/>',
  clock: '<circle cx="48" cy="48" r="29"/><path d="M48 30 V48 L61 56"/>',
};

export const ICON_NAMES = Object.keys(ICONS);

export function iconSvg(name: string, c: number): string | null {
  const paths = ICONS[name];
  if (!paths) return null;
  // A saturated disc with a bold dark line: the icons are shown at 56 to 64 px beside text, where
  // a pale disc and a thin line read as a placeholder.
  const disc = tint(itemAt(PALETTE, c).hex, 0.5);
  const line = mix(shade(itemAt(PALETTE, c).hex, 0.62), INK, 0.35);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<circle cx="48" cy="48" r="48" fill="${disc}"/><circle cx="48" cy="48" r="40" fill="${tint(itemAt(PALETTE, c).hex, 0.72)}"/>` +
    `<g fill="none" stroke="${line}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round" transform="translate(14.4 14.4) scale(.7)">${paths.replaceAll('FILL', tint(itemAt(PALETTE, c).hex, 0.72))}</g></svg>`
  );
}

const SKIN = ['#f2d5c0', '#e2b48f', '#c68b62', '#a56a45', '#7a4c32', '#f6dfcf'];
const HAIR = ['#2a211c', '#5b3b27', '#a3653a', '#d8b06b', '#8c9096', '#17171a'];

/** Testimonial portraits (160 x 160): faceless, friendly, varied by the number alone. */
export function avatarSvg(n: number): string {
  const skin = itemAt(SKIN, n % SKIN.length);
  const hair = itemAt(HAIR, (n * 7 + 3) % HAIR.length);
  const bg = tint(itemAt(PALETTE, (n * 5) % PALETTE.length).hex, 0.5);
  const top = itemAt(PALETTE, (n * 5 + 4) % PALETTE.length).hex;
  const style = Math.floor(n / 3) % 5;
  const skinShade = shade(skin, 0.12);
  const behind =
    style === 1
      ? `<path d="M44 70 Q42 28 80 26 Q118 28 116 70 L120 128 Q80 140 40 128 Z" fill="${hair}"/>`
      : style === 2
        ? `<circle cx="80" cy="28" r="15" fill="${hair}"/>`
        : '';
  const front = [
    `<path d="M51 66 Q50 34 80 33 Q112 34 109 66 Q104 50 88 48 Q70 54 51 66Z" fill="${hair}"/>`,
    `<path d="M51 72 Q48 34 80 34 Q112 34 109 72 Q102 52 80 48 Q60 52 51 72Z" fill="${hair}"/>`,
    `<path d="M52 66 Q52 38 80 37 Q108 38 108 66 Q100 48 80 47 Q60 48 52 66Z" fill="${hair}"/>`,
    [
      [56, 48],
      [68, 38],
      [82, 35],
      [96, 39],
      [106, 50],
      [52, 62],
      [109, 63],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="12" fill="${hair}"/>`)
      .join(''),
    `<path d="M54 62 Q54 40 80 39 Q106 40 106 62 Q96 50 80 50 Q64 50 54 62Z" fill="${hair}" opacity=".8"/><path d="M56 84 Q60 108 80 110 Q100 108 104 84 Q96 98 80 98 Q64 98 56 84Z" fill="${hair}"/>`,
  ][style];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">` +
    `<defs><clipPath id="a"><circle cx="80" cy="80" r="80"/></clipPath></defs>` +
    `<g clip-path="url(#a)"><rect width="160" height="160" fill="${bg}"/><circle cx="120" cy="36" r="46" fill="${tint(bg, 0.35)}"/>` +
    behind +
    `<path d="M14 170 Q18 120 80 114 Q142 120 146 170 Z" fill="${top}"/>` +
    `<path d="M66 100 H94 V118 Q80 128 66 118 Z" fill="${skinShade}"/>` +
    `<ellipse cx="52" cy="74" rx="6" ry="9" fill="${skinShade}"/><ellipse cx="108" cy="74" rx="6" ry="9" fill="${skinShade}"/>` +
    `<ellipse cx="80" cy="72" rx="28" ry="34" fill="${skin}"/>` +
    `<ellipse cx="68" cy="84" rx="6" ry="3.5" fill="#e98f7d" opacity=".35"/><ellipse cx="92" cy="84" rx="6" ry="3.5" fill="#e98f7d" opacity=".35"/>` +
    front +
    `</g></svg>`
  );
}
