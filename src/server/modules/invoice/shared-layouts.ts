import type * as fontkit from 'fontkit';

/** Words shaped per face, kept across documents; emptied when full (names vary without end). */
const MAX_SHAPED_WORDS = 20_000;

/**
 * pdfkit shapes every word anew in each document (its cache lives on the document), and shaping
 * (GSUB and GPOS lookups) was most of an invoice's time. The fonts are ours and shared, so their
 * `layout` remembers its answers. pdfkit scales the positions it gets in place, so each call
 * answers fresh position objects over the remembered glyphs.
 */
export function shareLayouts(font: fontkit.Font): void {
  const shape = font.layout.bind(font);
  const shaped = new Map<string, { glyphs: fontkit.Glyph[]; positions: [number, number, number, number][] }>();
  font.layout = (text: string, features?: Parameters<fontkit.Font['layout']>[1]) => {
    if (features !== undefined) return shape(text, features);
    let hit = shaped.get(text);
    if (!hit) {
      const run = shape(text);
      hit = { glyphs: run.glyphs, positions: run.positions.map((p) => [p.xAdvance, p.yAdvance, p.xOffset, p.yOffset]) };
      if (shaped.size >= MAX_SHAPED_WORDS) shaped.clear();
      shaped.set(text, hit);
    }
    return new SharedRun(hit.glyphs, hit.positions) as unknown as fontkit.GlyphRun;
  };
}

/** What pdfkit reads of a fontkit GlyphRun: glyphs, positions, and their total advance. */
class SharedRun {
  readonly positions: { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number }[];

  constructor(
    readonly glyphs: fontkit.Glyph[],
    positions: [number, number, number, number][],
  ) {
    this.positions = positions.map(([xAdvance, yAdvance, xOffset, yOffset]) => ({
      xAdvance,
      yAdvance,
      xOffset,
      yOffset,
    }));
  }

  get advanceWidth(): number {
    let width = 0;
    for (const position of this.positions) width += position.xAdvance;
    return width;
  }
}
