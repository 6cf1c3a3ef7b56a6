import { describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import {
  DEMO_VARIANTS,
  FINISHES,
  ICON_NAMES,
  MOTIF_NAMES,
  PALETTE,
  SCENE_NAMES,
  productArtName,
  renderDemoImage,
} from './demo-art.js';
import { itemAt } from '@shared/item-at';

const { DOMParser } = new JSDOM('').window;

/** Parses as XML (what an <img> does with SVG) and returns the root element's size. */
function checkSvg(svg: string | null, label: string): { width: number; height: number } {
  expect(svg, label).not.toBeNull();
  const text = svg!;
  expect(text.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), label).toBe(true);
  expect(text, label).not.toMatch(/NaN|undefined|Infinity|\[object/);
  const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror').length, `${label} is not well-formed XML`).toBe(0);
  const ids = [...text.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
  expect(new Set(ids).size, `${label} repeats an id`).toBe(ids.length);
  for (const [, ref] of text.matchAll(/url\(#([^)]+)\)/g))
    expect(ids, `${label} points at a missing #${ref}`).toContain(ref);
  const root = doc.documentElement;
  return { width: Number(root.getAttribute('width')), height: Number(root.getAttribute('height')) };
}

describe('renderDemoImage', () => {
  it('draws every product motif in every variant at 800 x 800, and its detail images at 1200 x 600', () => {
    for (const [i, motif] of MOTIF_NAMES.entries()) {
      for (let v = 0; v < DEMO_VARIANTS; v++) {
        const c = (i + v) % PALETTE.length;
        expect(checkSvg(renderDemoImage('product', `${motif}-${c}-${v}`), `product ${motif}-${c}-${v}`)).toEqual({
          width: 800,
          height: 800,
        });
        expect(checkSvg(renderDemoImage('detail', `${motif}-${c}-${v}`), `detail ${motif}-${c}-${v}`)).toEqual({
          width: 1200,
          height: 600,
        });
      }
    }
  });

  it('draws every colour', () => {
    const seen = new Set<string>();
    for (let c = 0; c < PALETTE.length; c++) {
      const svg = renderDemoImage('product', `mug-${c}-0`);
      checkSvg(svg, `mug-${c}-0`);
      expect(svg).toContain(itemAt(PALETTE, c).hex);
      seen.add(svg!);
    }
    expect(seen.size).toBe(PALETTE.length);
  });

  it('draws banners, sections and category covers for every scene, and covers for every motif', () => {
    for (const scene of SCENE_NAMES) {
      for (const c of [0, 5, 11]) {
        expect(checkSvg(renderDemoImage('banner', `${scene}-${c}`), `banner ${scene}`)).toEqual({
          width: 1920,
          height: 1080,
        });
        expect(checkSvg(renderDemoImage('section', `${scene}-${c}`), `section ${scene}`)).toEqual({
          width: 1600,
          height: 500,
        });
        expect(checkSvg(renderDemoImage('category', `${scene}-${c}`), `category ${scene}`)).toEqual({
          width: 480,
          height: 480,
        });
      }
    }
    for (const motif of MOTIF_NAMES) {
      expect(checkSvg(renderDemoImage('category', `${motif}-3`), `category ${motif}`)).toEqual({
        width: 480,
        height: 480,
      });
    }
  });

  it('draws icons and avatars', () => {
    expect(ICON_NAMES).toEqual(expect.arrayContaining(['truck', 'shield', 'refresh', 'chat']));
    for (const icon of ICON_NAMES) {
      expect(checkSvg(renderDemoImage('icon', icon), icon)).toEqual({ width: 96, height: 96 });
      expect(checkSvg(renderDemoImage('icon', `${icon}-7`), icon)).toEqual({ width: 96, height: 96 });
    }
    const faces = new Set<string>();
    for (let n = 0; n < 100; n++) {
      const svg = renderDemoImage('avatar', `face-${n}`);
      expect(checkSvg(svg, `face-${n}`)).toEqual({ width: 160, height: 160 });
      faces.add(svg!);
    }
    expect(faces.size).toBeGreaterThan(50);
  });

  it('is a pure function of the name, and names that differ draw differently', () => {
    expect(renderDemoImage('product', 'lamp-3-2')).toBe(renderDemoImage('product', 'lamp-3-2'));
    const variants = new Set(
      Array.from({ length: DEMO_VARIANTS }, (_, v) => renderDemoImage('product', `lamp-3-${v}`)),
    );
    expect(variants.size).toBe(DEMO_VARIANTS);
    expect(renderDemoImage('product', 'lamp-3-2')).not.toBe(renderDemoImage('product', 'mug-3-2'));
    expect(renderDemoImage('banner', 'home-1')).not.toBe(renderDemoImage('banner', 'tech-1'));
  });

  it('draws every shape and finish of a motif, named by colour, each one different', () => {
    for (const motif of MOTIF_NAMES) {
      const drawn = new Set<string>();
      for (let form = 0; form < 5; form++) {
        for (let finish = 0; finish < FINISHES; finish++) {
          const name = productArtName({ motif, form, finish, colour: (form + finish) % PALETTE.length }, 0);
          const svg = renderDemoImage('product', name);
          expect(svg, name).not.toBeNull();
          // Parsing is the slow part: every finish and every form once each is enough for that.
          if (form === finish % 5) {
            checkSvg(svg, name);
            checkSvg(renderDemoImage('detail', name), `detail ${name}`);
          }
          drawn.add(svg!);
        }
      }
      expect(drawn.size, motif).toBe(5 * FINISHES);
    }
    expect(productArtName({ motif: 'lamp', form: 3, finish: 1, colour: 4 }, 2)).toBe('lamp-3-1-navy-2');
    // The short names stored by older catalogues still draw: shape 0, plain, colour by index.
    expect(renderDemoImage('product', 'lamp-4-2')).toBe(renderDemoImage('product', 'lamp-0-0-navy-2'));
  });

  it('answers null for unknown kinds and names, never throwing', () => {
    const bad: [string, string][] = [
      ['photo', 'lamp-3-0'],
      ['', 'lamp-3-0'],
      ['PRODUCT', 'lamp-3-0'],
      ['product', ''],
      ['product', 'lamp'],
      ['product', 'lamp-3'],
      ['product', 'lamp-3-0-1'],
      ['product', 'lamp-12-0'], // colour out of range
      ['product', 'lamp-03-0'], // not canonical
      ['product', 'lamp-1-1-teal-0'], // not a palette colour
      ['product', 'lamp-1-6-navy-0'], // no such finish
      ['product', 'lamp-1-1-Navy-0'],
      ['product', 'lamp-1-1-navy-6'],
      ['product', 'lamp-10-1-navy-0'],
      ['product', `lamp-3-${DEMO_VARIANTS}`],
      ['product', 'Lamp-3-0'],
      ['product', 'lamp-3-0.svg'],
      ['product', 'lamp-3-0 '],
      ['product', 'spaceship-1-0'],
      ['product', 'constructor-1-0'],
      ['product', 'hasownproperty-1-0'],
      ['product', '__proto__-1-0'],
      ['product', '../../etc/passwd'],
      ['product', '..%2F..%2Fetc%2Fpasswd'],
      ['product', 'lamp-3-0/../../x'],
      ['product', 'lamp-3-0\u0000'],
      ['product', '<script>-1-0'],
      ['product', `${'a'.repeat(5000)}-1-0`],
      ['detail', 'home-1'],
      ['banner', 'lamp-3'],
      ['banner', 'home'],
      ['banner', 'home-1-0'],
      ['banner', 'constructor-1'],
      ['section', 'lamp-3'],
      ['category', 'spaceship-1'],
      ['category', 'lamp-99'],
      ['icon', 'rocket'],
      ['icon', 'truck-12'],
      ['icon', 'constructor'],
      ['icon', 'truck-'],
      ['avatar', 'face-100'],
      ['avatar', 'face-'],
      ['avatar', 'face-01'],
      ['avatar', 'ava'],
    ];
    for (const [kind, name] of bad) expect(renderDemoImage(kind, name), `${kind}/${name}`).toBeNull();
    expect(renderDemoImage('product', undefined as unknown as string)).toBeNull();
    expect(renderDemoImage('product', 42 as unknown as string)).toBeNull();
  });
});
