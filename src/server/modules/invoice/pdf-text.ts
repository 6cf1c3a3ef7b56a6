import { facesOf, runsOf, type Run, type Weight } from './invoice-fonts.js';

export interface TextStyle {
  size: number;
  weight?: Weight;
  color?: string;
  align?: 'left' | 'right';
}

/** Line height as a multiple of the font size. */
const LEADING = 1.3;
/** Where the baseline sits below a line's top, as a multiple of the size (Noto Sans' ascent is 1.07). */
const ASCENT = 1.0;

/** Characters of scripts written without spaces may break a line anywhere. */
const TOKEN =
  /\s+|[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[^\s\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+/gu;

/**
 * Text on a pdfkit document in any script the faces cover: each line is split into runs by
 * face (see runsOf) and the runs are drawn one after another on one baseline. Wrapping is done
 * here, not by pdfkit, because its wrapper cannot change fonts within a line.
 */
interface Line {
  text: string;
  width: number;
}

export class PdfText {
  /** Wrapped texts of this document: a row's height is measured before it is drawn. */
  private readonly wrapped = new Map<string, Line[]>();

  constructor(private readonly doc: PDFKit.PDFDocument) {
    for (const weight of ['regular', 'bold'] as const) {
      // pdfkit's typings predate its accepting a parsed fontkit font.
      for (const face of facesOf(weight)) doc.registerFont(face.name, face.font as unknown as Buffer);
    }
  }

  lineHeight(style: TextStyle): number {
    return style.size * LEADING;
  }

  width(text: string, style: TextStyle): number {
    return this.widthOfRuns(runsOf(text, style.weight ?? 'regular'), style.size);
  }

  /** Draws text in a box `width` wide from its top at `y`, wrapping it; answers the height used. */
  draw(text: string, x: number, y: number, width: number, style: TextStyle): number {
    const lines = this.wrap(text, width, style);
    lines.forEach((line, i) => this.drawLine(line, x, y + i * this.lineHeight(style), width, style));
    return lines.length * this.lineHeight(style);
  }

  /** The height `draw` would use. */
  height(text: string, width: number, style: TextStyle): number {
    return this.wrap(text, width, style).length * this.lineHeight(style);
  }

  private drawLine(line: Line, x: number, top: number, width: number, style: TextStyle) {
    const runs = runsOf(line.text, style.weight ?? 'regular');
    let cursor = style.align === 'right' ? x + width - line.width : x;
    this.doc.fillColor(style.color ?? '#111111');
    for (const run of runs) {
      this.doc
        .font(run.face.name)
        .fontSize(style.size)
        .text(run.text, cursor, top + style.size * ASCENT, { lineBreak: false, baseline: 'alphabetic' });
      cursor += this.doc.widthOfString(run.text);
    }
  }

  private widthOfRuns(runs: Run[], size: number): number {
    let total = 0;
    for (const run of runs) total += this.doc.font(run.face.name).fontSize(size).widthOfString(run.text);
    return total;
  }

  /**
   * Greedy wrapping at spaces (and between CJK characters); a word wider than a line is cut.
   * Widths add up word by word (kerning across a space is nil), so each word is measured once.
   */
  private wrap(text: string, width: number, style: TextStyle): Line[] {
    const key = `${style.weight ?? 'regular'}|${style.size}|${width}|${text}`;
    let lines = this.wrapped.get(key);
    if (!lines) this.wrapped.set(key, (lines = this.wrapUncached(text, width, style)));
    return lines;
  }

  private wrapUncached(text: string, width: number, style: TextStyle): Line[] {
    const lines: Line[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      let lineWidth = 0;
      let spaced = false; // a space came before this word (runs of spaces print as one)
      for (const token of paragraph.match(TOKEN) ?? []) {
        if (/^\s/.test(token)) {
          spaced = line !== '';
          continue;
        }
        const tokenWidth = this.width(token, style);
        const gap = spaced ? this.width(' ', style) : 0;
        if (line !== '' && lineWidth + gap + tokenWidth <= width) {
          line += (spaced ? ' ' : '') + token;
          lineWidth += gap + tokenWidth;
          spaced = false;
          continue;
        }
        spaced = false;
        if (line !== '') lines.push({ text: line, width: lineWidth });
        [line, lineWidth] = tokenWidth <= width ? [token, tokenWidth] : this.cutToFit(token, width, style, lines);
      }
      lines.push({ text: line, width: lineWidth });
    }
    return lines;
  }

  /** Pushes whole lines of a too-long word and answers what is left of it, with its width. */
  private cutToFit(word: string, width: number, style: TextStyle, lines: Line[]): [string, number] {
    let rest = '';
    let restWidth = 0;
    for (const char of word) {
      const charWidth = this.width(char, style);
      if (rest !== '' && restWidth + charWidth > width) {
        lines.push({ text: rest, width: restWidth });
        rest = '';
        restWidth = 0;
      }
      rest += char;
      restWidth += charWidth;
    }
    return [rest, restWidth];
  }
}
