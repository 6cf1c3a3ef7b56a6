import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { parse } from 'csv-parse';
import { PRODUCT_FILE_COLUMNS } from '@shared/schemas/catalogue-move';
import { badRequest } from '@server/lib/errors';
import { unneutralised } from '@server/modules/console/exports/csv-answer';
import { continues, type FileRow, type NumberedRow } from './product-file.js';

/**
 * Reads a product file as a spreadsheet writes it: UTF-8 with or without a byte-order mark,
 * fields separated by commas or semicolons (whichever the header line uses), quoted fields
 * holding separators and line breaks. Streamed: a 100 000-row file is never held whole.
 */

const BOM = '\uFEFF';

/** The separator the header line uses; refuses a header that is not the format's. */
export async function checkHeader(path: string): Promise<',' | ';'> {
  const handle = await open(path, 'r');
  let head: string;
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4096), 0, 4096, 0);
    head = buffer.subarray(0, bytesRead).toString('utf8');
  } finally {
    await handle.close();
  }
  const firstLine = (head.startsWith(BOM) ? head.slice(1) : head).split(/\r?\n/)[0]!;
  const delimiter = firstLine.split(';').length > firstLine.split(',').length ? ';' : ',';
  const names = firstLine.split(delimiter).map((n) => n.trim().replace(/^"(.*)"$/, '$1'));
  const expected = PRODUCT_FILE_COLUMNS.join(delimiter);
  if (names.join(delimiter) !== expected) {
    const wrong = PRODUCT_FILE_COLUMNS.findIndex((c, i) => names[i] !== c);
    throw badRequest(
      `Line 1 must be the header ${PRODUCT_FILE_COLUMNS.join(',')}; column ${wrong + 1} is ` +
        `"${names[wrong] ?? ''}", not "${PRODUCT_FILE_COLUMNS[wrong]}" (download the template)`,
    );
  }
  return delimiter;
}

/** Every row after the header that is not blank, with the line it starts on. */
export async function* rowsOf(path: string): AsyncGenerator<NumberedRow> {
  const delimiter = await checkHeader(path);
  const parser = createReadStream(path).pipe(
    parse({ bom: true, delimiter, relax_column_count: true, info: true, skip_records_with_error: false }),
  );
  let lastLine = 0;
  let header = true;
  for await (const record of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
    const line = lastLine + 1;
    lastLine = record.info.lines;
    if (header) {
      header = false;
      continue;
    }
    if (record.record.every((cell) => cell.trim() === '')) continue;
    const cells = Object.fromEntries(
      PRODUCT_FILE_COLUMNS.map((c, i) => [c, unneutralised(record.record[i] ?? '')]),
    ) as FileRow;
    yield { line, cells };
  }
}

/** The rows of each product in turn: a product's rows follow each other (product-file.ts `continues`). */
export async function* productsOf(rows: AsyncIterable<NumberedRow>): AsyncGenerator<NumberedRow[]> {
  let group: NumberedRow[] = [];
  for await (const row of rows) {
    if (group.length > 0 && continues(group[0]!.cells, row.cells)) {
      group.push(row);
      continue;
    }
    if (group.length > 0) yield group;
    group = [row];
  }
  if (group.length > 0) yield group;
}
