import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';

/** Characters a spreadsheet reads as the start of a formula. */
const FORMULA_START = /^[=+\-@]/;

/**
 * A cell as it is written to a CSV file a spreadsheet will open: one that starts like a formula
 * (`=`, `+`, `-`, `@`) is prefixed with `'`, which spreadsheets show as text and never run, so a
 * customer's name or an address cannot become a formula on the operator's machine.
 */
export function neutralised(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/** The import reads a neutralised cell back as it was: the `'` before `=`, `+`, `-` or `@` goes. */
export function unneutralised(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

/**
 * Answers a CSV file, streamed: rows are drawn from `rows` as the client reads them, so an export
 * of 100 000 products or orders never sits in memory. UTF-8 with a byte-order mark (spreadsheets
 * then read accents right), comma-separated, `\n` line ends, fields quoted when they need it.
 */
export function sendCsv(
  reply: FastifyReply,
  fileName: string,
  rows: AsyncIterable<readonly string[]> | Iterable<readonly string[]>,
) {
  const out = stringify({ bom: true, cast: { string: neutralised } });
  const source = Readable.from(rows, { objectMode: true });
  source.on('error', (err) => out.destroy(err));
  source.pipe(out);
  return reply
    .type('text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${fileName}"`)
    .send(out);
}
