import { itemAt } from '@shared/item-at';
import { lines, luminance, type Kit } from './demo-art-kit.js';

/**
 * The product motifs, each drawn in a 400 x 400 box. `flat` motifs (garments) are shown as a flat
 * lay with a drop shadow; `stand` motifs rest on a floor at y = `foot` and get a floor shadow
 * `width` wide. `focus` is the point the close-up variants zoom into.
 */
export interface Motif {
  kind: 'flat' | 'stand';
  width: number;
  foot: number;
  focus: [number, number];
  /**
   * How many distinct shapes the motif draws (`form` 0..forms-1, from the product's noun: a desk
   * lamp is not a floor lamp). Motifs without their own forms are stretched instead (see
   * `FORM_STRETCH` in demo-art.ts), evenly when `uniform` (round things: a watch stays round).
   */
  forms?: number;
  uniform?: boolean;
  draw(k: Kit, form: number): string;
}

const dash = (c: string, w = 2) =>
  `fill="none" stroke="${c}" stroke-width="${w}" stroke-dasharray="7 5" stroke-linecap="round"`;
const strokeOnly = (c: string, w: number) =>
  `fill="none" stroke="${c}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"`;
/** A soft shading stroke (folds, creases), blurred by the kit's filter. */
const fold = (k: Kit, d: string, opacity = 0.22, w = 12) =>
  `<path d="${d}" ${strokeOnly(k.deep, w)} stroke-opacity="${opacity}" filter="${k.soft}"/>`;
const shine = (k: Kit, d: string, opacity = 0.35, w = 10) =>
  `<path d="${d}" ${strokeOnly('#fff', w)} stroke-opacity="${opacity}" filter="${k.soft}"/>`;
const ribs = (x0: number, x1: number, y0: number, y1: number, step = 7) =>
  lines(Math.floor((x1 - x0) / step), (i) => `M${x0 + step / 2 + i * step} ${y0}V${y1}`);

function sleeve(
  k: Kit,
  x: number,
  y: number,
  deg: number,
  w: number,
  len: number,
  cuff: 'rib' | 'hem' | 'button',
): string {
  const h = w / 2;
  let end = '';
  if (cuff === 'rib') {
    end = `<rect x="${-h + 2}" y="${len - 40}" width="${w - 4}" height="34" rx="9" fill="${k.dark}"/><path d="${ribs(-h + 4, h - 4, len - 38, len - 8, 6)}" ${strokeOnly(k.line, 1.5)} stroke-opacity=".55"/>`;
  } else if (cuff === 'button') {
    end = `<rect x="${-h + 2}" y="${len - 44}" width="${w - 4}" height="36" rx="6" fill="${k.light}"/><path d="M${-h + 6} ${len - 40}H${h - 6}" ${dash(k.line, 1.5)}/><circle cx="${h - 16}" cy="${len - 26}" r="4.5" fill="${k.paper}" stroke="${k.line}" stroke-width="1.2"/>`;
  } else {
    end = `<path d="M${-h + 8} ${len - 24}H${h - 8}" ${dash(k.line)}/>`;
  }
  return `<g transform="translate(${x} ${y}) rotate(${deg})"><rect x="${-h}" y="-12" width="${w}" height="${len}" rx="${w * 0.32}" fill="${k.body}"/>${fold(k, `M${-h + 14} 40 Q0 ${len / 2} ${-h + 18} ${len - 50}`, 0.16, 10)}${end}</g>`;
}

const torso = (k: Kit, bottom: number) =>
  `<path d="M102 82 Q108 62 154 52 Q200 74 246 52 Q292 62 298 82 L304 ${bottom - 10} Q304 ${bottom} 294 ${bottom} L106 ${bottom} Q96 ${bottom} 96 ${bottom - 10} Z" fill="${k.body}"/>` +
  fold(k, `M140 120 Q156 220 134 ${bottom - 30}`) +
  fold(k, `M262 110 Q246 200 268 ${bottom - 40}`, 0.18) +
  shine(k, `M182 110 Q196 200 186 ${bottom - 60}`, 0.18, 16);

const crewNeck = (k: Kit) =>
  `<path d="M160 53 Q200 80 240 53 Q200 62 160 53Z" fill="${k.deep}"/><path d="M150 55 Q200 96 250 55" ${strokeOnly(k.dark, 14)}/><path d="M150 55 Q200 96 250 55" ${strokeOnly(k.line, 1.2)} stroke-opacity=".5"/>`;

const hemRib = (k: Kit, y: number) =>
  `<rect x="96" y="${y}" width="208" height="34" rx="8" fill="${k.dark}"/><path d="${ribs(98, 302, y + 3, y + 31, 7)}" ${strokeOnly(k.line, 1.5)} stroke-opacity=".5"/>`;

/** Tees by cut: crew, boxy, pocket, long-sleeve and tank. */
const tshirt: Motif = {
  kind: 'flat',
  width: 360,
  foot: 360,
  focus: [200, 90],
  forms: 5,
  draw: (k, form) => {
    const boxy = form === 1;
    const [left, right, bottom] = boxy ? [88, 312, 330] : [100, 300, 362];
    const body =
      `<path d="M${left + 6} 76 Q${left + 14} 60 158 50 Q200 80 242 50 Q${right - 14} 60 ${right - 6} 76 L${right} ${bottom - 12} Q${right} ${bottom} ${right - 12} ${bottom} L${left + 12} ${bottom} Q${left} ${bottom} ${left} ${bottom - 12} Z" fill="${k.body}"/>` +
      fold(k, `M142 130 Q160 230 136 ${bottom - 32}`) +
      fold(k, `M258 120 Q242 220 266 ${bottom - 42}`, 0.16) +
      shine(k, `M184 120 Q200 220 188 ${bottom - 52}`, 0.16, 18);
    if (form === 4) {
      // A tank: no sleeves, deep armholes and narrow straps.
      return (
        `<path d="M150 40 L178 40 Q184 96 200 96 Q216 96 222 40 L250 40 Q252 100 292 126 L300 350 Q300 362 288 362 L112 362 Q100 362 100 350 L108 126 Q148 100 150 40 Z" fill="${k.body}"/>` +
        fold(k, 'M142 150 Q160 240 136 330') +
        shine(k, 'M184 130 Q200 220 188 310', 0.16, 18) +
        `<path d="M178 40 Q184 96 200 96 Q216 96 222 40" ${strokeOnly(k.dark, 6)}/>` +
        `<path d="M150 40 Q148 100 108 126 M250 40 Q252 100 292 126" ${strokeOnly(k.dark, 5)}/>` +
        `<path d="M106 344 H294" ${dash(k.line)}/>`
      );
    }
    const sleeves =
      form === 3
        ? sleeve(k, 116, 84, 19, 74, 262, 'rib') + sleeve(k, 284, 84, -19, 74, 262, 'rib')
        : sleeve(k, left + 20, 80, boxy ? 66 : 58, boxy ? 104 : 96, boxy ? 104 : 118, 'hem') +
          sleeve(k, right - 20, 80, boxy ? -66 : -58, boxy ? 104 : 96, boxy ? 104 : 118, 'hem');
    const pocket =
      form === 2
        ? `<path d="M224 132 H272 V180 Q248 190 224 180 Z" fill="${k.body}" stroke="${k.line}" stroke-width="1.5" stroke-opacity=".6"/><path d="M228 142 H268" ${dash(k.line, 1.2)}/>`
        : '';
    return (
      sleeves + body + pocket + crewNeck(k) + `<path d="M${left + 6} ${bottom - 18} H${right - 6}" ${dash(k.line)}/>`
    );
  },
};

const sweater: Motif = {
  kind: 'flat',
  width: 380,
  foot: 350,
  focus: [200, 300],
  draw: (k) =>
    sleeve(k, 114, 90, 19, 76, 262, 'rib') +
    sleeve(k, 286, 90, -19, 76, 262, 'rib') +
    torso(k, 348) +
    `<path d="M150 100 V306 M200 104 V306 M250 100 V306" ${strokeOnly(k.line, 5)} stroke-dasharray="12 7" stroke-opacity=".32"/>` +
    `<path d="M166 100 V306 M234 100 V306" ${strokeOnly(k.line, 2)} stroke-opacity=".25"/>` +
    hemRib(k, 314) +
    crewNeck(k),
};

const hoodie: Motif = {
  kind: 'flat',
  width: 380,
  foot: 350,
  focus: [200, 150],
  draw: (k) =>
    sleeve(k, 114, 92, 19, 80, 256, 'rib') +
    sleeve(k, 286, 92, -19, 80, 256, 'rib') +
    torso(k, 348) +
    `<path d="M126 240 L274 240 L294 306 L106 306 Z" fill="${k.body}"/><path d="M132 246 L268 246 L286 300 L114 300 Z" ${dash(k.line, 1.6)}/>` +
    fold(k, 'M126 244 L110 300', 0.35, 8) +
    fold(k, 'M274 244 L290 300', 0.35, 8) +
    hemRib(k, 314) +
    `<path d="M118 104 Q108 16 200 8 Q292 16 282 104 Q250 128 200 130 Q150 128 118 104Z" fill="${k.body}"/>` +
    `<path d="M144 96 Q142 36 200 30 Q258 36 256 96 Q232 118 200 118 Q168 118 144 96Z" fill="${k.deep}"/>` +
    `<path d="M150 96 Q150 48 200 42 Q250 48 250 96" ${strokeOnly(k.dark, 6)} stroke-opacity=".6"/>` +
    `<path d="M184 120 Q180 160 178 206 M216 120 Q220 160 222 206" ${strokeOnly(k.paper, 5)}/>` +
    `<rect x="174" y="204" width="8" height="18" rx="3" fill="${k.metalFlat}"/><rect x="218" y="204" width="8" height="18" rx="3" fill="${k.metalFlat}"/>`,
};

const shirt: Motif = {
  kind: 'flat',
  width: 380,
  foot: 358,
  focus: [200, 110],
  draw: (k) =>
    sleeve(k, 116, 88, 16, 66, 268, 'button') +
    sleeve(k, 284, 88, -16, 66, 268, 'button') +
    `<path d="M102 82 Q108 62 154 52 Q200 66 246 52 Q292 62 298 82 L302 340 Q250 366 200 350 Q150 366 98 340 Z" fill="${k.body}"/>` +
    fold(k, 'M140 130 Q156 230 134 330') +
    fold(k, 'M262 120 Q246 220 268 320', 0.16) +
    `<path d="M194 96 V352 M206 96 V352" ${strokeOnly(k.line, 1.5)} stroke-opacity=".6"/>` +
    [136, 184, 232, 280, 326]
      .map((y) => `<circle cx="200" cy="${y}" r="5" fill="${k.paper}" stroke="${k.line}" stroke-width="1.2"/>`)
      .join('') +
    `<path d="M224 150 H268 V194 L246 202 L224 194 Z" fill="${k.body}" stroke="${k.line}" stroke-width="1.5" stroke-opacity=".6"/><path d="M224 160 H268" ${dash(k.line, 1.2)}/>` +
    `<path d="M150 48 Q200 36 250 48 L250 64 Q200 54 150 64 Z" fill="${k.dark}"/>` +
    `<path d="M150 52 L200 98 L176 132 L140 70 Z" fill="${k.light}" stroke="${k.line}" stroke-width="1.2" stroke-opacity=".5"/>` +
    `<path d="M250 52 L200 98 L224 132 L260 70 Z" fill="${k.light}" stroke="${k.line}" stroke-width="1.2" stroke-opacity=".5"/>`,
};

const jacket: Motif = {
  kind: 'flat',
  width: 390,
  foot: 352,
  focus: [200, 160],
  draw: (k) => {
    const quilt = (w: number) =>
      lines(5, (i) => `M${-w / 2 + 4} ${30 + i * 44}Q0 ${38 + i * 44} ${w / 2 - 4} ${30 + i * 44}`);
    const arm = (x: number, deg: number) =>
      `<g transform="translate(${x} 92) rotate(${deg})"><rect x="-44" y="-12" width="88" height="250" rx="34" fill="${k.body}"/><path d="${quilt(88)}" ${strokeOnly(k.deep, 3)} stroke-opacity=".45"/><rect x="-38" y="206" width="76" height="34" rx="10" fill="${k.deep}"/></g>`;
    return (
      arm(112, 18) +
      arm(288, -18) +
      `<path d="M98 84 Q104 60 150 50 L250 50 Q296 60 302 84 L308 340 Q308 352 296 352 L104 352 Q92 352 92 340 Z" fill="${k.body}"/>` +
      `<path d="${lines(6, (i) => `M94 ${116 + i * 40}Q200 ${128 + i * 40} 306 ${116 + i * 40}`)}" ${strokeOnly(k.deep, 3)} stroke-opacity=".45"/>` +
      `<path d="${lines(6, (i) => `M104 ${100 + i * 40}Q200 ${110 + i * 40} 296 ${100 + i * 40}`)}" ${strokeOnly('#fff', 8)} stroke-opacity=".16" filter="${k.soft}"/>` +
      `<path d="M146 40 Q200 30 254 40 L258 82 Q200 72 142 82 Z" fill="${k.dark}"/><path d="M146 62 Q200 54 254 62" ${dash(k.line, 1.5)}/>` +
      `<path d="M200 76 V350" ${strokeOnly(k.metalFlat, 4)}/><rect x="194" y="86" width="12" height="26" rx="4" fill="${k.metal}"/>` +
      `<path d="M128 230 L150 290 M272 230 L250 290" ${strokeOnly(k.deep, 4)} stroke-opacity=".6"/>` +
      `<rect x="92" y="326" width="216" height="26" rx="8" fill="${k.deep}"/>`
    );
  },
};

const dress: Motif = {
  kind: 'flat',
  width: 300,
  foot: 384,
  focus: [200, 150],
  draw: (k) =>
    `<path d="M168 14 L172 56 M232 14 L228 56" ${strokeOnly(k.dark, 8)}/>` +
    `<path d="M156 184 L244 184 Q300 280 342 372 Q200 398 58 372 Q100 280 156 184 Z" fill="${k.body}"/>` +
    `<path d="M172 190 Q150 290 116 380 M190 190 Q184 290 170 390 M210 190 Q216 290 230 390 M228 190 Q250 290 284 380" ${strokeOnly(k.deep, 10)} stroke-opacity=".2" filter="${k.soft}"/>` +
    shine(k, 'M200 196 Q206 290 200 384', 0.22, 14) +
    `<path d="M162 44 L174 44 Q184 98 200 98 Q216 98 226 44 L238 44 Q248 100 256 132 Q262 164 248 180 L152 180 Q138 164 144 132 Q152 100 162 44 Z" fill="${k.body}"/>` +
    fold(k, 'M166 120 Q174 150 168 176', 0.2, 8) +
    `<path d="M174 44 Q184 98 200 98 Q216 98 226 44" ${strokeOnly(k.dark, 4)}/>` +
    `<rect x="148" y="172" width="104" height="16" rx="6" fill="${k.dark}"/><rect x="192" y="170" width="16" height="20" rx="4" fill="${k.metal}"/>` +
    `<path d="M66 368 Q200 392 334 368" ${dash(k.line, 1.5)}/>`,
};

const tote = (k: Kit) =>
  `<path d="M150 172 C150 82 250 82 250 172" ${strokeOnly(k.deep, 12)}/>` +
  `<path d="M86 176 Q86 164 98 164 L302 164 Q314 164 314 176 L336 364 Q338 380 322 380 L78 380 Q62 380 64 364 Z" fill="${k.body}"/>` +
  `<path d="M86 176 Q86 164 98 164 L302 164 Q314 164 314 176 L336 364 Q338 380 322 380 L78 380 Q62 380 64 364 Z" fill="${k.cyl}"/>` +
  `<path d="M86 164 H314 L316 196 H84 Z" fill="${k.dark}"/><path d="M90 190 H310 M72 368 H328" ${dash(k.line, 1.6)}/>` +
  `<path d="M124 200 C124 60 276 60 276 200" ${strokeOnly(k.dark, 14)}/>` +
  `<path d="M124 200 C124 60 276 60 276 200" ${strokeOnly(k.line, 1.5)} stroke-dasharray="6 5" stroke-opacity=".6"/>` +
  `<rect x="114" y="186" width="20" height="34" rx="5" fill="${k.deep}"/><rect x="266" y="186" width="20" height="34" rx="5" fill="${k.deep}"/>` +
  `<circle cx="124" cy="200" r="5" fill="${k.metal}"/><circle cx="276" cy="200" r="5" fill="${k.metal}"/>` +
  `<rect x="184" y="188" width="32" height="26" rx="5" fill="${k.metal}"/><rect x="194" y="196" width="12" height="10" rx="2" fill="${k.deep}" opacity=".55"/>` +
  shine(k, 'M104 220 L92 350', 0.25, 12);

/** A shoulder bag: a rounded body under a flap, with a long strap. */
const shoulderBag = (k: Kit) =>
  `<path d="M106 214 Q122 24 200 24 Q278 24 294 214" ${strokeOnly(k.deep, 9)}/>` +
  `<rect x="86" y="196" width="228" height="184" rx="44" fill="${k.body}"/><rect x="86" y="196" width="228" height="184" rx="44" fill="${k.cyl}"/>` +
  `<path d="M86 240 Q86 196 130 196 L270 196 Q314 196 314 240 L314 292 Q200 330 86 292 Z" fill="${k.dark}"/>` +
  `<path d="M96 286 Q200 320 304 286" ${dash(k.line, 1.5)}/>` +
  `<circle cx="200" cy="306" r="13" fill="${k.metal}"/><circle cx="200" cy="306" r="5" fill="${k.deep}" opacity=".5"/>` +
  `<rect x="98" y="200" width="14" height="22" rx="4" fill="${k.metal}"/><rect x="288" y="200" width="14" height="22" rx="4" fill="${k.metal}"/>` +
  shine(k, 'M104 300 L104 360', 0.25, 10);

/** A bucket bag: a drawstring cylinder on one strap. */
const bucketBag = (k: Kit) =>
  `<path d="M134 160 C134 40 266 40 266 160" ${strokeOnly(k.deep, 12)}/>` +
  `<path d="M112 150 L288 150 L300 350 Q300 380 270 380 L130 380 Q100 380 100 350 Z" fill="${k.body}"/>` +
  `<path d="M112 150 L288 150 L300 350 Q300 380 270 380 L130 380 Q100 380 100 350 Z" fill="${k.cyl}"/>` +
  `<ellipse cx="200" cy="150" rx="88" ry="20" fill="${k.deep}"/><ellipse cx="200" cy="146" rx="88" ry="14" fill="${k.dark}"/>` +
  lines(7, (i) => `<circle cx="${128 + i * 24}" cy="${176 + (i % 2 === 0 ? 0 : 2)}" r="4.5" fill="${k.metal}"/>`) +
  `<path d="M124 176 Q200 196 276 176" ${strokeOnly(k.paper, 3)}/><path d="M200 190 L188 250 M200 190 L214 254" ${strokeOnly(k.paper, 3)}/>` +
  `<path d="M104 336 H296" ${dash(k.line, 1.5)}/>` +
  shine(k, 'M120 200 L112 350', 0.25, 12);

/** A weekender: a wide barrel with short handles and end panels. */
const weekender = (k: Kit) =>
  `<path d="M146 214 C146 120 254 120 254 214" ${strokeOnly(k.deep, 14)}/>` +
  `<rect x="28" y="200" width="344" height="180" rx="74" fill="${k.body}"/><rect x="28" y="200" width="344" height="180" rx="74" fill="${k.cyl}"/>` +
  `<path d="M66 212 Q200 196 334 212" ${strokeOnly(k.metalFlat, 4)}/><rect x="250" y="204" width="12" height="24" rx="3" fill="${k.metal}"/>` +
  `<path d="M40 236 Q28 290 40 344 Q70 376 96 372 L96 208 Q62 208 40 236Z" fill="${k.deep}" opacity=".85"/>` +
  `<path d="M360 236 Q372 290 360 344 Q330 376 304 372 L304 208 Q338 208 360 236Z" fill="${k.deep}" opacity=".85"/>` +
  `<rect x="130" y="206" width="26" height="40" rx="5" fill="${k.dark}"/><rect x="244" y="206" width="26" height="40" rx="5" fill="${k.dark}"/>` +
  `<path d="M100 358 H300" ${dash(k.line, 1.5)}/>` +
  shine(k, 'M120 250 Q200 236 280 250', 0.22, 12);

/** A market tote: tall and open, woven, on two rope handles. */
const marketTote = (k: Kit) =>
  `<path d="M140 146 C140 40 180 40 180 146 M220 146 C220 40 260 40 260 146" ${strokeOnly('#c9a072', 9)}/>` +
  `<path d="M100 140 L300 140 L316 368 Q316 380 304 380 L96 380 Q84 380 84 368 Z" fill="${k.body}"/>` +
  `<path d="M100 140 L300 140 L316 368 Q316 380 304 380 L96 380 Q84 380 84 368 Z" fill="${k.cyl}"/>` +
  `<path d="${lines(9, (i) => `M${98 - i * 1.6} ${166 + i * 24}H${302 + i * 1.6}`)}" ${strokeOnly(k.line, 3)} stroke-opacity=".45" stroke-dasharray="14 6"/>` +
  `<rect x="98" y="140" width="204" height="16" fill="${k.dark}"/>`;

/** Bags by shape: tote, shoulder bag, bucket bag, weekender, market tote. */
const handbag: Motif = {
  kind: 'stand',
  width: 290,
  foot: 380,
  focus: [200, 190],
  forms: 5,
  draw: (k, form) => itemAt([tote, shoulderBag, bucketBag, weekender, marketTote], form % 5)(k),
};

const sneaker: Motif = {
  kind: 'stand',
  width: 350,
  foot: 332,
  focus: [230, 190],
  draw: (k) => {
    const eyelets = [0, 1, 2, 3, 4].map((i) => [182 + i * 22, 146 + i * 11] as const);
    return (
      `<path d="M160 156 Q158 100 204 92 Q232 92 242 140 Z" fill="${k.dark}"/><path d="M172 140 Q178 108 204 104" ${strokeOnly(k.light, 4)} stroke-opacity=".5"/>` +
      `<path d="M46 292 Q34 214 60 184 Q92 200 124 198 Q152 192 166 150 Q174 130 196 130 L238 138 Q254 168 286 192 Q346 216 366 250 Q380 272 376 292 Z" fill="${k.body}"/>` +
      `<path d="M300 206 Q352 224 368 254 Q378 274 376 292 L318 292 Q308 244 300 206 Z" fill="${k.light}"/>` +
      `<path d="M306 214 Q316 250 324 290" ${dash(k.line, 1.5)}/>` +
      `<path d="M46 292 Q34 214 60 184 Q80 194 100 198 Q106 250 114 292 Z" fill="${k.dark}"/>` +
      `<path d="M60 186 Q92 202 124 199 Q152 193 166 152" ${strokeOnly(k.deep, 9)}/>` +
      `<path d="M120 276 Q196 206 300 232" ${strokeOnly(k.paper, 12)} stroke-opacity=".9"/>` +
      `<path d="M172 142 L292 202" ${strokeOnly(k.dark, 18)}/>` +
      eyelets.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="3.5" fill="${k.metalFlat}"/>`).join('') +
      `<path d="${eyelets.map(([x, y]) => `M${x - 10} ${y - 12}L${x + 8} ${y + 10}`).join('')}" ${strokeOnly(k.paper, 5)}/>` +
      `<path d="M34 290 Q32 334 70 334 L342 334 Q378 332 380 300 L378 288 Z" fill="#f4f1ea"/>` +
      `<path d="M36 310 H378" ${strokeOnly('#d8d1c4', 3)}/><path d="M60 332 H350" ${strokeOnly('#cfc7b8', 4)} stroke-dasharray="10 8"/>` +
      shine(k, 'M120 214 Q180 190 230 166', 0.25, 10)
    );
  },
};

const watch: Motif = {
  kind: 'stand',
  uniform: true,
  width: 170,
  foot: 380,
  focus: [200, 200],
  draw: (k) => {
    const darkDial = luminance(k.base) > 0.3;
    const dial = darkDial ? k.ink : k.paper;
    const mark = darkDial ? '#e9e4da' : k.ink;
    const ticks = lines(12, (i) => {
      const a = (i * Math.PI) / 6;
      const r0 = i % 3 === 0 ? 50 : 56;
      return `M${(200 + Math.sin(a) * r0).toFixed(1)} ${(200 - Math.cos(a) * r0).toFixed(1)}L${(200 + Math.sin(a) * 63).toFixed(1)} ${(200 - Math.cos(a) * 63).toFixed(1)}`;
    });
    return (
      `<path d="M162 20 Q162 10 172 10 L228 10 Q238 10 238 20 L242 130 L158 130 Z" fill="${k.body}"/>` +
      `<path d="M160 260 L240 260 L238 370 Q238 380 228 380 L172 380 Q162 380 162 370 Z" fill="${k.body}"/>` +
      `<path d="M168 20 V126 M232 20 V126 M168 264 V372 M232 264 V372" ${dash(k.line, 1.5)}/>` +
      [300, 330].map((y) => `<circle cx="200" cy="${y}" r="4" fill="${k.deep}"/>`).join('') +
      `<rect x="176" y="118" width="48" height="164" rx="10" fill="${k.metal}"/>` +
      `<circle cx="200" cy="200" r="86" fill="${k.metal}"/><circle cx="200" cy="200" r="77" fill="${k.metalFlat}" opacity=".6"/>` +
      `<rect x="282" y="190" width="16" height="20" rx="4" fill="${k.metal}"/>` +
      `<circle cx="200" cy="200" r="72" fill="${dial}"/>` +
      `<path d="${ticks}" ${strokeOnly(mark, 4)}/>` +
      `<path d="M200 200 L172 172" ${strokeOnly(mark, 6)}/><path d="M200 200 L244 160" ${strokeOnly(mark, 4)}/><path d="M200 214 L200 146" ${strokeOnly(k.accent, 2)}/>` +
      `<circle cx="200" cy="200" r="6" fill="${k.metalFlat}"/>` +
      `<path d="M146 160 A72 72 0 0 1 232 136" ${strokeOnly('#fff', 10)} stroke-opacity=".22"/>`
    );
  },
};

const tableLamp = (k: Kit) =>
  `<ellipse cx="200" cy="186" rx="120" ry="34" fill="#ffe6a8" opacity=".55" filter="${k.soft}"/>` +
  `<rect x="195" y="120" width="10" height="130" fill="${k.metal}"/>` +
  `<rect x="184" y="238" width="32" height="18" rx="4" fill="${k.metal}"/>` +
  `<path d="M148 378 Q112 336 126 294 Q140 256 178 250 L222 250 Q260 256 274 294 Q288 336 252 378 Z" fill="${k.body}"/>` +
  `<path d="M148 378 Q112 336 126 294 Q140 256 178 250 L222 250 Q260 256 274 294 Q288 336 252 378 Z" fill="${k.cyl}"/>` +
  `<path d="M132 310 Q200 326 268 310" ${strokeOnly(k.line, 2)} stroke-opacity=".5"/>` +
  `<path d="M124 60 L276 60 L322 176 Q200 190 78 176 Z" fill="#f3ece0"/>` +
  `<path d="M124 60 L276 60 L322 176 Q200 190 78 176 Z" fill="${k.cyl}" opacity=".7"/>` +
  `<path d="M150 62 L120 178 M176 62 L164 182 M224 62 L236 182 M250 62 L280 178" ${strokeOnly('#d9cfbf', 2)} stroke-opacity=".8"/>` +
  `<path d="M124 60 Q200 50 276 60 Q200 70 124 60Z" fill="#d8cdbb"/>` +
  `<path d="M80 176 Q200 190 320 176" ${strokeOnly('#fff3d0', 4)}/>`;

const glow = (k: Kit, cx: number, cy: number, rx: number, ry: number) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#ffe6a8" opacity=".55" filter="${k.soft}"/>`;

/** A desk lamp: a weighted disc, a jointed arm and a tilted cone. */
const deskLamp = (k: Kit) =>
  glow(k, 250, 250, 90, 26) +
  `<ellipse cx="160" cy="366" rx="72" ry="14" fill="${k.deep}"/><rect x="88" y="348" width="144" height="18" rx="9" fill="${k.body}"/>` +
  `<path d="M160 350 L128 212 L248 132" ${strokeOnly(k.dark, 10)}/>` +
  `<circle cx="128" cy="212" r="10" fill="${k.metal}"/><circle cx="160" cy="348" r="8" fill="${k.metal}"/>` +
  `<g transform="rotate(32 252 132)"><path d="M230 112 L274 112 L312 206 L192 206 Z" fill="${k.body}"/><path d="M230 112 L274 112 L312 206 L192 206 Z" fill="${k.cyl}"/>` +
  `<ellipse cx="252" cy="206" rx="60" ry="10" fill="#fff3d0"/><circle cx="252" cy="108" r="12" fill="${k.metal}"/></g>`;

/** A bedside lamp: a round glazed base under a small drum shade. */
const bedsideLamp = (k: Kit) =>
  glow(k, 200, 250, 110, 30) +
  `<rect x="196" y="170" width="8" height="90" fill="${k.metal}"/>` +
  `<circle cx="200" cy="318" r="62" fill="${k.body}"/><circle cx="200" cy="318" r="62" fill="${k.cyl}"/>` +
  `<rect x="170" y="372" width="60" height="8" rx="3" fill="${k.deep}"/>` +
  `<ellipse cx="180" cy="296" rx="16" ry="26" fill="#fff" opacity=".22"/>` +
  `<rect x="126" y="120" width="148" height="112" rx="6" fill="#f3ece0"/><rect x="126" y="120" width="148" height="112" rx="6" fill="${k.cyl}" opacity=".7"/>` +
  `<path d="M126 128 H274 M126 224 H274" ${strokeOnly(k.base, 6)}/>`;

/** A floor lamp: a tall pole on a disc, with a drum shade high up. */
const floorLamp = (k: Kit) =>
  glow(k, 200, 130, 90, 24) +
  `<ellipse cx="200" cy="372" rx="64" ry="10" fill="${k.deep}"/><rect x="140" y="358" width="120" height="14" rx="7" fill="${k.body}"/>` +
  `<rect x="196" y="96" width="8" height="266" fill="${k.metal}"/>` +
  `<circle cx="200" cy="250" r="7" fill="${k.metal}"/>` +
  `<path d="M146 18 L254 18 L270 110 L130 110 Z" fill="${k.body}"/><path d="M146 18 L254 18 L270 110 L130 110 Z" fill="${k.cyl}"/>` +
  `<path d="M132 110 Q200 118 268 110" ${strokeOnly('#fff3d0', 4)}/>`;

/** A mushroom lamp: a glazed dome on a thick stem. */
const mushroomLamp = (k: Kit) =>
  glow(k, 200, 212, 120, 28) +
  `<path d="M162 210 L238 210 L248 364 Q248 380 232 380 L168 380 Q152 380 152 364 Z" fill="${k.body}"/>` +
  `<path d="M162 210 L238 210 L248 364 Q248 380 232 380 L168 380 Q152 380 152 364 Z" fill="${k.cyl}"/>` +
  `<path d="M76 212 Q76 64 200 64 Q324 64 324 212 Q200 226 76 212 Z" fill="${k.body}"/>` +
  `<path d="M76 212 Q76 64 200 64 Q324 64 324 212 Q200 226 76 212 Z" fill="${k.cyl}"/>` +
  `<path d="M80 212 Q200 228 320 212" ${strokeOnly('#fff3d0', 5)}/>` +
  shine(k, 'M130 110 Q160 84 200 80', 0.3, 10);

/** Lamps by kind: table, desk, bedside, floor, mushroom (the catalogue's nouns, in order). */
const lamp: Motif = {
  kind: 'stand',
  width: 200,
  foot: 378,
  focus: [200, 120],
  forms: 5,
  draw: (k, form) => itemAt([tableLamp, deskLamp, bedsideLamp, floorLamp, mushroomLamp], form % 5)(k),
};

const mug: Motif = {
  kind: 'stand',
  width: 250,
  foot: 380,
  focus: [200, 180],
  draw: (k) =>
    `<path d="M282 214 Q350 210 350 268 Q350 326 282 322" ${strokeOnly(k.dark, 24)}/>` +
    `<path d="M282 214 Q350 210 350 268 Q350 326 282 322" ${strokeOnly(k.light, 6)} stroke-opacity=".45"/>` +
    `<path d="M108 170 L108 350 Q108 380 138 380 L262 380 Q292 380 292 350 L292 170 Z" fill="${k.body}"/>` +
    `<path d="M108 336 L292 336 L292 350 Q292 380 262 380 L138 380 Q108 380 108 350 Z" fill="#dcc9ad"/>` +
    `<path d="M108 336 Q130 346 150 338 Q176 352 200 340 Q226 352 250 338 Q272 348 292 336" ${strokeOnly(k.base, 8)}/>` +
    `<path d="M108 170 L108 350 Q108 380 138 380 L262 380 Q292 380 292 350 L292 170 Z" fill="${k.cyl}"/>` +
    `<ellipse cx="200" cy="170" rx="92" ry="22" fill="${k.light}"/><ellipse cx="200" cy="172" rx="80" ry="16" fill="#5b3a26"/>` +
    `<ellipse cx="184" cy="170" rx="30" ry="5" fill="#fff" opacity=".18"/>` +
    `<path d="M176 130 Q160 108 178 88 Q194 68 180 46 M216 132 Q202 110 220 90 Q236 70 222 50" ${strokeOnly('#fff', 6)} stroke-opacity=".55" filter="${k.soft}"/>`,
};

const plant: Motif = {
  kind: 'stand',
  width: 200,
  foot: 380,
  focus: [200, 250],
  draw: (k) => {
    const greens = ['#3f6b4c', '#5a8a5c', '#74a169', '#4c7d57', '#8cb57a'];
    const leaves = (
      [
        [-62, 150, 0],
        [-34, 190, 1],
        [-8, 210, 3],
        [18, 196, 2],
        [44, 176, 0],
        [68, 140, 4],
        [-84, 112, 2],
        [88, 104, 1],
      ] satisfies [number, number, number][]
    )
      .map(
        ([deg, len, g]) =>
          `<g transform="translate(200 244) rotate(${deg})"><path d="M0 0 Q${len * 0.26} ${-len * 0.45} 0 ${-len} Q${-len * 0.26} ${-len * 0.45} 0 0Z" fill="${itemAt(greens, g)}"/><path d="M0 -4 L0 ${-len * 0.9}" ${strokeOnly('#fff', 2)} stroke-opacity=".25"/></g>`,
      )
      .join('');
    return (
      leaves +
      `<path d="M130 252 L270 252 L256 368 Q254 380 242 380 L158 380 Q146 380 144 368 Z" fill="${k.body}"/>` +
      `<path d="M130 252 L270 252 L256 368 Q254 380 242 380 L158 380 Q146 380 144 368 Z" fill="${k.cyl}"/>` +
      `<rect x="120" y="236" width="160" height="28" rx="6" fill="${k.light}"/><rect x="120" y="236" width="160" height="28" rx="6" fill="${k.cyl}"/>` +
      `<path d="M138 300 Q200 312 262 300" ${strokeOnly(k.line, 2)} stroke-opacity=".45"/>`
    );
  },
};

const chair: Motif = {
  kind: 'stand',
  width: 300,
  foot: 380,
  focus: [200, 180],
  draw: (k) => {
    const wood = '#a77a52';
    return (
      `<path d="M118 318 L104 380 M282 318 L296 380" ${strokeOnly(wood, 12)}/><path d="M150 318 L146 364 M250 318 L254 364" ${strokeOnly('#7f5a3a', 10)}/>` +
      `<path d="M112 122 Q112 68 164 64 L236 64 Q288 68 288 122 L292 268 L108 268 Z" fill="${k.body}"/>` +
      `<path d="M112 122 Q112 68 164 64 L236 64 Q288 68 288 122 L292 268 L108 268 Z" fill="${k.cyl}" opacity=".6"/>` +
      [150, 200, 250]
        .flatMap((x) => [120, 180].map((y) => `<circle cx="${x}" cy="${y}" r="4.5" fill="${k.deep}"/>`))
        .join('') +
      `<path d="M150 120 L200 180 L250 120 M150 180 L200 120 L250 180" ${strokeOnly(k.deep, 2)} stroke-opacity=".3"/>` +
      `<path d="M92 268 Q92 250 112 250 L288 250 Q308 250 308 268 L308 314 Q308 326 296 326 L104 326 Q92 326 92 314 Z" fill="${k.dark}"/>` +
      `<path d="M120 240 Q200 228 280 240 L284 284 Q200 296 116 284 Z" fill="${k.light}"/>` +
      `<path d="M122 280 Q200 292 278 280" ${strokeOnly(k.line, 2)} stroke-opacity=".5"/>` +
      `<path d="M62 186 Q62 166 84 166 L112 166 Q130 166 130 186 L130 326 L62 326 Z" fill="${k.body}"/><path d="M338 186 Q338 166 316 166 L288 166 Q270 166 270 186 L270 326 L338 326 Z" fill="${k.body}"/>` +
      `<path d="M62 186 Q62 166 84 166 L112 166 Q130 166 130 186 L130 326 L62 326 Z" fill="${k.cyl}"/><path d="M338 186 Q338 166 316 166 L288 166 Q270 166 270 186 L270 326 L338 326 Z" fill="${k.cyl}"/>` +
      shine(k, 'M86 180 L86 310', 0.22, 10) +
      shine(k, 'M140 90 Q200 78 260 90', 0.2, 12)
    );
  },
};

const candle: Motif = {
  kind: 'stand',
  width: 190,
  foot: 380,
  focus: [200, 140],
  draw: (k) =>
    `<circle cx="200" cy="112" r="56" fill="#ffd88f" opacity=".45" filter="${k.soft}"/>` +
    `<path d="M200 70 Q220 104 212 126 Q207 140 200 140 Q193 140 188 126 Q180 104 200 70Z" fill="#ffc766"/>` +
    `<path d="M200 94 Q210 114 206 128 Q203 136 200 136 Q197 136 194 128 Q190 114 200 94Z" fill="#fff4d6"/>` +
    `<path d="M200 138 V156" ${strokeOnly(k.ink, 3)}/>` +
    `<path d="M128 160 L272 160 L272 358 Q272 380 250 380 L150 380 Q128 380 128 358 Z" fill="${k.body}"/>` +
    `<path d="M128 160 L272 160 L272 358 Q272 380 250 380 L150 380 Q128 380 128 358 Z" fill="${k.cyl}"/>` +
    `<ellipse cx="200" cy="160" rx="72" ry="16" fill="${k.light}"/><ellipse cx="200" cy="162" rx="62" ry="11" fill="#f4ead8"/>` +
    `<rect x="148" y="236" width="104" height="82" rx="4" fill="${k.paper}"/>` +
    `<path d="M166 262 H234 M174 280 H226 M182 296 H218" ${strokeOnly(k.ink, 3)} stroke-opacity=".7"/><path d="M174 280 H226" ${strokeOnly(k.accent, 3)}/>`,
};

const headphones: Motif = {
  kind: 'stand',
  uniform: true,
  width: 300,
  foot: 372,
  focus: [110, 300],
  draw: (k) =>
    `<path d="M88 262 Q80 72 200 62 Q320 72 312 262" ${strokeOnly(k.dark, 28)}/>` +
    `<path d="M88 262 Q80 72 200 62 Q320 72 312 262" ${strokeOnly(k.light, 6)} stroke-opacity=".45"/>` +
    `<path d="M118 140 Q140 92 200 90 Q260 92 282 140" ${strokeOnly(k.ink, 14)}/>` +
    `<rect x="78" y="214" width="20" height="58" rx="6" fill="${k.metal}"/><rect x="302" y="214" width="20" height="58" rx="6" fill="${k.metal}"/>` +
    `<rect x="54" y="246" width="86" height="126" rx="40" fill="${k.body}"/><rect x="260" y="246" width="86" height="126" rx="40" fill="${k.body}"/>` +
    `<rect x="54" y="246" width="86" height="126" rx="40" fill="${k.cyl}"/><rect x="260" y="246" width="86" height="126" rx="40" fill="${k.cyl}"/>` +
    `<rect x="120" y="252" width="30" height="114" rx="14" fill="${k.ink}"/><rect x="250" y="252" width="30" height="114" rx="14" fill="${k.ink}"/>` +
    `<circle cx="92" cy="309" r="22" fill="none" stroke="${k.metalFlat}" stroke-width="3" opacity=".8"/><circle cx="308" cy="309" r="22" fill="none" stroke="${k.metalFlat}" stroke-width="3" opacity=".8"/>` +
    shine(k, 'M72 270 L72 340', 0.3, 8) +
    shine(k, 'M278 270 L278 340', 0.3, 8),
};

const phone: Motif = {
  kind: 'stand',
  width: 250,
  foot: 384,
  focus: [180, 120],
  draw: (k) =>
    `<g transform="rotate(9 270 220)"><rect x="196" y="46" width="150" height="320" rx="30" fill="${k.body}"/><rect x="196" y="46" width="150" height="320" rx="30" fill="${k.cyl}"/>` +
    `<rect x="212" y="62" width="64" height="64" rx="18" fill="${k.dark}"/><circle cx="232" cy="82" r="10" fill="${k.ink}" stroke="${k.metalFlat}" stroke-width="3"/><circle cx="257" cy="82" r="10" fill="${k.ink}" stroke="${k.metalFlat}" stroke-width="3"/><circle cx="232" cy="107" r="10" fill="${k.ink}" stroke="${k.metalFlat}" stroke-width="3"/></g>` +
    `<g transform="rotate(-5 170 220)"><rect x="86" y="40" width="164" height="342" rx="32" fill="${k.metal}"/><rect x="94" y="48" width="148" height="326" rx="26" fill="${k.ink}"/>` +
    `<clipPath id="${k.id}-scr"><rect x="94" y="48" width="148" height="326" rx="26"/></clipPath><g clip-path="url(#${k.id}-scr)">` +
    `<circle cx="128" cy="150" r="70" fill="${k.base}" opacity=".85" filter="${k.soft}"/><circle cx="214" cy="280" r="80" fill="${k.accent}" opacity=".8" filter="${k.soft}"/><circle cx="160" cy="340" r="40" fill="${k.light}" opacity=".6" filter="${k.soft}"/></g>` +
    `<rect x="146" y="60" width="44" height="14" rx="7" fill="#0d0e10"/><path d="M132 110 H200" ${strokeOnly('#fff', 6)} stroke-opacity=".8"/><path d="M132 126 H172" ${strokeOnly('#fff', 4)} stroke-opacity=".5"/>` +
    `<path d="M104 60 L150 370" ${strokeOnly('#fff', 26)} stroke-opacity=".07"/></g>`,
};

const speaker: Motif = {
  kind: 'stand',
  width: 240,
  foot: 380,
  focus: [200, 270],
  draw: (k) =>
    `<path d="M290 84 L324 62 L324 358 L290 380 Z" fill="${k.deep}"/><path d="M110 84 L144 62 L324 62 L290 84 Z" fill="${k.light}"/>` +
    `<rect x="110" y="84" width="180" height="296" rx="8" fill="${k.body}"/>` +
    `<circle cx="200" cy="150" r="34" fill="${k.metal}"/><circle cx="200" cy="150" r="27" fill="${k.ink}"/><circle cx="200" cy="150" r="10" fill="#4a4e55"/>` +
    `<circle cx="200" cy="280" r="70" fill="${k.metal}"/><circle cx="200" cy="280" r="62" fill="${k.ink}"/><circle cx="200" cy="280" r="50" fill="#2e3237"/>` +
    `<circle cx="200" cy="280" r="20" fill="#3d4148"/><path d="M162 248 A50 50 0 0 1 230 244" ${strokeOnly('#fff', 4)} stroke-opacity=".15"/>` +
    `<circle cx="200" cy="364" r="4" fill="${k.ink}" opacity=".6"/>` +
    shine(k, 'M124 100 V366', 0.16, 10),
};

const camera: Motif = {
  kind: 'stand',
  uniform: true,
  width: 300,
  foot: 350,
  focus: [190, 262],
  draw: (k) =>
    `<path d="M146 156 L166 110 L234 110 L254 156 Z" fill="${k.ink}"/><rect x="180" y="122" width="40" height="14" rx="4" fill="#4a4f57"/>` +
    `<rect x="74" y="132" width="40" height="22" rx="6" fill="${k.metal}"/><ellipse cx="300" cy="140" rx="22" ry="10" fill="${k.metal}"/>` +
    `<rect x="52" y="150" width="296" height="200" rx="24" fill="${k.metal}"/>` +
    `<rect x="52" y="196" width="296" height="140" fill="${k.body}"/><rect x="52" y="196" width="296" height="140" fill="${k.cyl}"/>` +
    `<path d="M52 196 H348 M52 336 H348" ${strokeOnly(k.deep, 2)} stroke-opacity=".5"/>` +
    `<rect x="300" y="190" width="48" height="152" rx="12" fill="${k.deep}"/>` +
    `<circle cx="186" cy="262" r="92" fill="${k.ink}"/><circle cx="186" cy="262" r="80" fill="${k.metal}"/>` +
    `<circle cx="186" cy="262" r="70" fill="${k.ink}" stroke="#555a62" stroke-width="6" stroke-dasharray="3 4"/>` +
    `<circle cx="186" cy="262" r="50" fill="#1d2b3f"/><circle cx="186" cy="262" r="34" fill="#2b3f5c"/><circle cx="186" cy="262" r="16" fill="#101520"/>` +
    `<ellipse cx="168" cy="240" rx="18" ry="10" fill="#fff" opacity=".4" transform="rotate(-35 168 240)"/><circle cx="206" cy="284" r="6" fill="${k.accent}" opacity=".6"/>` +
    `<circle cx="82" cy="176" r="7" fill="${k.ink}"/>`,
};

const backpack: Motif = {
  kind: 'stand',
  width: 240,
  foot: 380,
  focus: [200, 200],
  draw: (k) =>
    `<path d="M178 72 Q178 34 200 34 Q222 34 222 72" ${strokeOnly(k.deep, 10)}/>` +
    `<path d="M110 120 Q110 70 200 66 Q290 70 290 120 L302 356 Q302 380 278 380 L122 380 Q98 380 98 356 Z" fill="${k.body}"/>` +
    `<path d="M110 120 Q110 70 200 66 Q290 70 290 120 L302 356 Q302 380 278 380 L122 380 Q98 380 98 356 Z" fill="${k.cyl}"/>` +
    `<path d="M108 124 Q108 76 200 72 Q292 76 292 124 L294 200 Q200 222 106 200 Z" fill="${k.dark}"/>` +
    `<path d="M116 196 Q200 214 284 196" ${dash(k.line, 1.6)}/>` +
    `<rect x="144" y="176" width="18" height="96" rx="4" fill="${k.deep}"/><rect x="238" y="176" width="18" height="96" rx="4" fill="${k.deep}"/>` +
    `<rect x="140" y="232" width="26" height="20" rx="3" fill="none" stroke="${k.metalFlat}" stroke-width="4"/><rect x="234" y="232" width="26" height="20" rx="3" fill="none" stroke="${k.metalFlat}" stroke-width="4"/>` +
    `<path d="M126 290 Q126 278 138 278 L262 278 Q274 278 274 290 L276 352 Q276 366 262 366 L138 366 Q124 366 124 352 Z" fill="${k.body}"/>` +
    `<path d="M130 292 H270" ${strokeOnly(k.metalFlat, 3)}/><rect x="244" y="286" width="10" height="20" rx="3" fill="${k.metal}"/>` +
    `<path d="M130 358 H270" ${dash(k.line, 1.4)}/>` +
    `<rect x="186" y="120" width="28" height="20" rx="4" fill="#b98a5e"/>`,
};

const bottle: Motif = {
  kind: 'stand',
  width: 140,
  foot: 380,
  focus: [200, 120],
  draw: (k) =>
    `<path d="M180 32 Q180 6 200 6 Q220 6 220 32" ${strokeOnly(k.ink, 9)}/>` +
    `<rect x="150" y="26" width="100" height="52" rx="14" fill="${k.ink}"/><path d="${lines(8, (i) => `M${160 + i * 11} 30V74`)}" ${strokeOnly('#fff', 2)} stroke-opacity=".12"/>` +
    `<rect x="154" y="74" width="92" height="14" rx="4" fill="${k.metal}"/>` +
    `<path d="M140 112 Q140 90 164 88 L236 88 Q260 90 260 112 L262 358 Q262 380 240 380 L160 380 Q138 380 138 358 Z" fill="${k.body}"/>` +
    `<path d="M140 112 Q140 90 164 88 L236 88 Q260 90 260 112 L262 358 Q262 380 240 380 L160 380 Q138 380 138 358 Z" fill="${k.cyl}"/>` +
    `<path d="M178 262 L194 238 L204 252 L212 242 L226 262 Z" fill="${k.line}" opacity=".75"/>` +
    `<path d="M140 340 H262" ${strokeOnly(k.deep, 2)} stroke-opacity=".4"/>`,
};

const tent: Motif = {
  kind: 'stand',
  width: 360,
  foot: 380,
  focus: [200, 240],
  draw: (k) =>
    `<path d="M120 232 L18 380 M284 234 L390 376" ${strokeOnly(k.ink, 1.5)} stroke-opacity=".45"/>` +
    `<path d="M206 96 L356 380 L392 368 L252 102 Z" fill="${k.deep}"/>` +
    `<path d="M200 94 L40 380 L356 380 Z" fill="${k.body}"/>` +
    `<path d="M200 142 L132 380 L268 380 Z" fill="${k.ink}" opacity=".88"/>` +
    `<path d="M200 142 L268 380 L236 380 Q222 262 200 142Z" fill="${k.light}"/>` +
    `<path d="M200 94 L40 380 M200 94 L356 380" ${strokeOnly(k.dark, 5)}/>` +
    `<path d="M200 94 V70" ${strokeOnly(k.metalFlat, 5)}/>` +
    `<path d="M96 300 Q120 310 140 296" ${strokeOnly(k.line, 2)} stroke-opacity=".5"/>` +
    shine(k, 'M180 140 L92 330', 0.2, 12),
};

const sunglasses: Motif = {
  kind: 'stand',
  uniform: true,
  width: 320,
  foot: 372,
  focus: [140, 300],
  draw: (k) => {
    const lens = (m: (x: number) => number) =>
      `M${m(66)} 278 Q${m(66)} 254 ${m(92)} 254 L${m(178)} 254 Q${m(192)} 254 ${m(192)} 270 L${m(186)} 334 Q${m(182)} 368 ${m(146)} 370 L${m(108)} 370 Q${m(72)} 368 ${m(68)} 332 Z`;
    const L = lens((x) => x);
    const R = lens((x) => 400 - x);
    return (
      `<path d="M66 272 L24 262 M334 272 L376 262" ${strokeOnly(k.dark, 10)}/>` +
      `<path d="${L}" fill="${k.ink}"/><path d="${R}" fill="${k.ink}"/>` +
      `<path d="${L}" fill="${k.base}" opacity=".28"/><path d="${R}" fill="${k.base}" opacity=".28"/>` +
      `<path d="${L}" ${strokeOnly(k.dark, 12)}/><path d="${R}" ${strokeOnly(k.dark, 12)}/>` +
      `<path d="M192 274 Q200 260 208 274" ${strokeOnly(k.dark, 10)}/>` +
      `<path d="M92 300 L140 266 M96 326 L160 282 M260 300 L308 266 M264 326 L328 282" ${strokeOnly('#fff', 8)} stroke-opacity=".18"/>` +
      `<circle cx="76" cy="268" r="4" fill="${k.metalFlat}"/><circle cx="324" cy="268" r="4" fill="${k.metalFlat}"/>`
    );
  },
};

const serum: Motif = {
  kind: 'stand',
  width: 140,
  foot: 380,
  focus: [200, 150],
  draw: (k) =>
    `<path d="M178 142 L178 82 Q178 48 200 48 Q222 48 222 82 L222 142 Z" fill="${k.ink}"/><path d="M186 60 Q190 52 198 52" ${strokeOnly('#fff', 4)} stroke-opacity=".25"/>` +
    `<rect x="168" y="136" width="64" height="44" rx="6" fill="${k.metal}"/>` +
    `<path d="M142 202 Q142 178 166 176 L234 176 Q258 178 258 202 L258 360 Q258 380 238 380 L162 380 Q142 380 142 360 Z" fill="${k.body}"/>` +
    `<path d="M142 202 Q142 178 166 176 L234 176 Q258 178 258 202 L258 360 Q258 380 238 380 L162 380 Q142 380 142 360 Z" fill="${k.glass}"/>` +
    `<rect x="154" y="246" width="92" height="88" rx="3" fill="${k.paper}"/>` +
    `<path d="M168 270 H232 M176 288 H224 M184 312 H216" ${strokeOnly(k.ink, 3)} stroke-opacity=".7"/><rect x="154" y="246" width="92" height="8" fill="${k.accent}"/>` +
    `<path d="M152 196 V360" ${strokeOnly('#fff', 6)} stroke-opacity=".45"/>`,
};

const perfume: Motif = {
  kind: 'stand',
  width: 200,
  foot: 380,
  focus: [200, 200],
  draw: (k) =>
    `<rect x="146" y="62" width="108" height="86" rx="8" fill="${k.metal}"/><path d="M160 70 V140" ${strokeOnly('#fff', 6)} stroke-opacity=".35"/>` +
    `<rect x="180" y="144" width="40" height="30" fill="${k.metalFlat}"/>` +
    `<rect x="106" y="170" width="188" height="210" rx="20" fill="${k.pale}" opacity=".9"/>` +
    `<rect x="124" y="196" width="152" height="166" rx="10" fill="${k.body}"/>` +
    `<rect x="106" y="170" width="188" height="210" rx="20" fill="${k.glass}"/>` +
    `<rect x="156" y="256" width="88" height="46" rx="2" fill="${k.paper}" opacity=".92"/><path d="M170 274 H230 M180 288 H220" ${strokeOnly(k.ink, 3)} stroke-opacity=".75"/>` +
    `<path d="M120 186 V364" ${strokeOnly('#fff', 8)} stroke-opacity=".5"/>`,
};

const lipstick: Motif = {
  kind: 'stand',
  width: 230,
  foot: 380,
  focus: [200, 160],
  draw: (k) =>
    `<rect x="268" y="250" width="76" height="130" rx="8" fill="${k.ink}"/><rect x="268" y="250" width="76" height="130" rx="8" fill="${k.cyl}"/><rect x="268" y="360" width="76" height="8" fill="${k.metalFlat}"/>` +
    `<path d="M164 206 L164 128 Q164 116 176 110 L226 84 Q236 80 236 92 L236 206 Z" fill="${k.body}"/>` +
    `<path d="M164 206 L164 128 Q164 116 176 110 L226 84 Q236 80 236 92 L236 206 Z" fill="${k.cyl}"/>` +
    `<rect x="156" y="196" width="88" height="62" rx="4" fill="${k.metal}"/>` +
    `<rect x="146" y="252" width="108" height="128" rx="8" fill="${k.metal}"/><rect x="146" y="252" width="108" height="128" rx="8" fill="${k.cyl}" opacity=".6"/>` +
    `<path d="M146 270 H254" ${strokeOnly(k.ink, 2)} stroke-opacity=".3"/>`,
};

const lotion: Motif = {
  kind: 'stand',
  width: 170,
  foot: 380,
  focus: [210, 100],
  draw: (k) =>
    `<path d="M172 88 L244 88 Q256 88 256 76 L256 66 L172 66 Q164 66 164 74 L164 82 Q164 88 172 88Z" fill="${k.ink}"/><rect x="254" y="68" width="40" height="10" rx="3" fill="${k.ink}"/>` +
    `<rect x="192" y="86" width="16" height="48" fill="${k.ink}"/><rect x="176" y="128" width="48" height="30" rx="4" fill="${k.ink}"/>` +
    `<path d="M128 190 Q128 160 160 156 L240 156 Q272 160 272 190 L272 356 Q272 380 248 380 L152 380 Q128 380 128 356 Z" fill="${k.body}"/>` +
    `<path d="M128 190 Q128 160 160 156 L240 156 Q272 160 272 190 L272 356 Q272 380 248 380 L152 380 Q128 380 128 356 Z" fill="${k.cyl}"/>` +
    `<rect x="150" y="232" width="100" height="100" rx="4" fill="${k.paper}"/>` +
    `<path d="M170 258 H230 M178 276 H222 M186 300 H214" ${strokeOnly(k.ink, 3)} stroke-opacity=".7"/><circle cx="200" cy="316" r="5" fill="${k.accent}"/>`,
};

export const MOTIFS = {
  tshirt,
  sweater,
  hoodie,
  shirt,
  jacket,
  dress,
  handbag,
  sneaker,
  watch,
  lamp,
  mug,
  plant,
  chair,
  candle,
  headphones,
  phone,
  speaker,
  camera,
  backpack,
  bottle,
  tent,
  sunglasses,
  serum,
  perfume,
  lipstick,
  lotion,
} satisfies Record<string, Motif>;

export type MotifName = keyof typeof MOTIFS;
export const MOTIF_NAMES = Object.keys(MOTIFS) as MotifName[];

export function isMotif(name: string | undefined): name is MotifName {
  return name !== undefined && Object.prototype.hasOwnProperty.call(MOTIFS, name);
}
