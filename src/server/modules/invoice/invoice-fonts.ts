import fs from 'node:fs';
import { createRequire } from 'node:module';
import type * as fontkit from 'fontkit';
import { shareLayouts } from './shared-layouts.js';

const require = createRequire(import.meta.url);

export type Weight = 'regular' | 'bold';

/** A font face as pdfkit registers it: a name unique within a document and the parsed font. */
export interface Face {
  readonly name: string;
  readonly font: fontkit.Font;
  has(codePoint: number): boolean;
}

/** A piece of text that one face draws. */
export interface Run {
  readonly face: Face;
  readonly text: string;
}

/**
 * Faces tried in order for every letter. Noto Sans covers Latin (with every extended letter:
 * Polish, Turkish, Vietnamese…), Greek and Cyrillic; Noto Sans JP adds kana and kanji (it lacks
 * some of those Latin and Greek letters, so it comes second). Both are static TrueType files from
 * npm packages, which fontkit subsets: a PDF embeds only the glyphs it uses.
 */
const FACE_FILES: Record<Weight, readonly string[]> = {
  regular: [
    '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
    '@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf',
  ],
  bold: [
    '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
    '@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf',
  ],
};

let loaded: Record<Weight, readonly Face[]> | undefined;

/**
 * Read and parsed once per process, on the first invoice rather than at start-up (12 MB of
 * files that most processes never need). fontkit keeps the tables it decodes on the font
 * object, so later invoices reuse them, and so do the shaped words (see shareLayouts).
 */
export function facesOf(weight: Weight): readonly Face[] {
  loaded ??= {
    regular: FACE_FILES.regular.map((file, i) => openFace(`regular-${i}`, file)),
    bold: FACE_FILES.bold.map((file, i) => openFace(`bold-${i}`, file)),
  };
  return loaded[weight];
}

function openFace(name: string, file: string): Face {
  const { create } = require('fontkit') as typeof fontkit;
  const font = create(fs.readFileSync(require.resolve(file)));
  if (!('hasGlyphForCodePoint' in font)) throw new Error(`${file} is a font collection, not a font`);
  shareLayouts(font);
  const known = new Map<number, boolean>();
  const has = (codePoint: number) => {
    let found = known.get(codePoint);
    if (found === undefined) known.set(codePoint, (found = font.hasGlyphForCodePoint(codePoint)));
    return found;
  };
  return { name, font, has };
}

const LETTER = /\p{L}/u;

/**
 * Splits text into runs that one face each can draw (pdfkit has no fallback of its own). A
 * letter takes the first face that has it; anything else (spaces, digits, punctuation, combining
 * marks) stays with the face before it when that face has it, so '山田 太郎' is one run. A
 * character no face has is drawn by the first face (as its empty box) rather than dropped.
 */
export function runsOf(text: string, weight: Weight): Run[] {
  const faces = facesOf(weight);
  const runs: Run[] = [];
  let current: Face | undefined;
  let pending = '';
  for (const char of text) {
    const codePoint = char.codePointAt(0)!;
    const keep = current && !LETTER.test(char) && current.has(codePoint);
    const face = keep ? current! : (faces.find((f) => f.has(codePoint)) ?? faces[0]);
    if (face !== current && pending !== '') {
      runs.push({ face: current!, text: pending });
      pending = '';
    }
    current = face;
    pending += char;
  }
  if (pending !== '') runs.push({ face: current!, text: pending });
  return runs;
}
