import type { CombinationWrite } from '@shared/schemas/console-catalog';
import { skuSchema } from '@shared/schemas/console-catalog';
import type { AdminVariant } from '@shared/schemas/variant';

/**
 * The product editor's combinations, worked out in the page from the colours and sizes typed, so
 * the table shows them before anything is saved; they are sent with the product in its one save.
 */

/** What the operator typed in one combination's row; absent fields keep what the row shows. */
export interface ComboEdit {
  sku?: string;
  stock?: string;
  picture?: string | null;
}

export interface ComboRow {
  /** `colour|size`, lower-cased: the same combination whatever the case typed. */
  key: string;
  color: string | null;
  size: string | null;
  name: string;
  /** The saved combination these names are, or undefined for one the save makes. */
  saved: AdminVariant | undefined;
}

/** An add-on as the form holds it: only its kind and name matter here. */
interface Named {
  addonType: string;
  name: string;
}

const lower = (name: string | null) => (name ?? '').toLowerCase();
export const comboKey = (color: string | null, size: string | null) => `${lower(color)}|${lower(size)}`;

/** The names of the product's add-ons of one kind, in order, each once (case ignored), blanks left out. */
export function optionNames(addons: readonly Named[], type: 'color' | 'size') {
  const names: string[] = [];
  for (const a of addons) {
    const name = a.name.trim();
    if (a.addonType === type && name !== '' && !names.some((n) => n.toLowerCase() === name.toLowerCase()))
      names.push(name);
  }
  return names;
}

/** "S, M, L" → ["S", "M", "L"]: blanks and repeats (any case) dropped. */
export function parseOptions(text: string) {
  return optionNames(
    text.split(',').map((name) => ({ addonType: 'size' as const, name })),
    'size',
  );
}

/**
 * The add-ons with this kind's rows replaced by `names`: a name the product already has keeps its
 * row (its id, so carts holding it stay valid, and its price); a new one costs nothing extra. The
 * kind's rows stay where its first one was.
 */
export function withOptions<T extends Named & { plusPrice: number }>(
  addons: readonly T[],
  type: 'color' | 'size',
  names: string[],
) {
  const own = addons.filter((a) => a.addonType === type);
  const rows = names.map(
    (name) =>
      own.find((a) => a.name.trim().toLowerCase() === name.toLowerCase()) ??
      ({ addonType: type, name, plusPrice: 0 } as T),
  );
  const at = addons.findIndex((a) => a.addonType === type);
  const others = addons.filter((a) => a.addonType !== type);
  const index = at === -1 ? others.length : addons.slice(0, at).filter((a) => a.addonType !== type).length;
  return [...others.slice(0, index), ...rows, ...others.slice(index)];
}

/** Colour × size (or either alone), as the server makes them, each with its saved combination if any. */
export function comboRows(addons: readonly Named[], saved: readonly AdminVariant[]): ComboRow[] {
  const colors = optionNames(addons, 'color');
  const sizes = optionNames(addons, 'size');
  if (colors.length === 0 && sizes.length === 0) return [];
  const cs: (string | null)[] = colors.length > 0 ? colors : [null];
  const ss: (string | null)[] = sizes.length > 0 ? sizes : [null];
  return cs.flatMap((color) =>
    ss.map((size) => ({
      key: comboKey(color, size),
      color,
      size,
      name: [color, size].filter((n) => n !== null).join(' / '),
      saved: saved.find((v) => comboKey(v.colorName, v.sizeName) === comboKey(color, size)),
    })),
  );
}

/** Saved combinations the save will retire (their colour or size is gone), with the units they hold. */
export function retiring(rows: readonly ComboRow[], saved: readonly AdminVariant[]) {
  const kept = new Set(rows.map((r) => r.key));
  return saved.filter((v) => !kept.has(comboKey(v.colorName, v.sizeName)));
}

/** What a row shows: the typed value, else the saved one; a new row's count starts at `newStock`. */
export const skuShown = (row: ComboRow, edit: ComboEdit | undefined) => edit?.sku ?? row.saved?.sku ?? '';
export const stockShown = (row: ComboRow, edit: ComboEdit | undefined, newStock: string) =>
  edit?.stock ?? (row.saved ? String(row.saved.stock) : newStock);
export const pictureShown = (row: ComboRow, edit: ComboEdit | undefined) =>
  edit?.picture !== undefined ? edit.picture : (row.saved?.picture ?? null);

const isCount = (typed: string) => /^\d+$/.test(typed.trim());

/** Whether any row differs from what is saved (a new row always does: saving makes it). */
export function combosChanged(rows: readonly ComboRow[], edits: Record<string, ComboEdit>, newStock: string) {
  return rows.some((row) => {
    const edit = edits[row.key];
    if (!row.saved) return edit !== undefined;
    return (
      skuShown(row, edit).trim() !== row.saved.sku ||
      stockShown(row, edit, newStock).trim() !== String(row.saved.stock) ||
      pictureShown(row, edit) !== row.saved.picture
    );
  });
}

/** Whether a saved combination's count is changed (the save then needs a reason). */
export const countsChanged = (rows: readonly ComboRow[], edits: Record<string, ComboEdit>) =>
  rows.some((row) => {
    const typed = edits[row.key]?.stock?.trim();
    return row.saved !== undefined && typed !== undefined && typed !== String(row.saved.stock);
  });

export interface ComboProblem {
  key: string;
  field: 'sku' | 'stock';
  message: string;
}

/**
 * What is wrong in the table, cell by cell: a SKU that is empty (a saved one), malformed, used twice
 * here (any case) or held by another product (`takenSku`, from the server's refusal); a count that
 * is not a whole number of 0 or more.
 */
export function comboProblems(
  rows: readonly ComboRow[],
  edits: Record<string, ComboEdit>,
  newStock: string,
  takenSku: string | null,
): ComboProblem[] {
  const problems: ComboProblem[] = [];
  const skuOf = (row: ComboRow) => skuShown(row, edits[row.key]).trim();
  for (const row of rows) {
    const sku = skuOf(row);
    let message: string | null = null;
    if (sku === '') message = row.saved ? `SKU of ${row.name} must not be empty` : null;
    else if (!skuSchema.safeParse(sku).success)
      message = `SKU of ${row.name} may hold only letters, digits, dots, dashes and underscores`;
    else if (rows.some((other) => other.key !== row.key && skuOf(other).toUpperCase() === sku.toUpperCase()))
      message = `SKU ${sku} is given to two combinations here`;
    else if (takenSku !== null && sku.toUpperCase() === takenSku.toUpperCase())
      message = `SKU ${sku} is already used by another product`;
    if (message) problems.push({ key: row.key, field: 'sku', message });
    const stock = stockShown(row, edits[row.key], newStock).trim();
    if (stock !== '' && !isCount(stock))
      problems.push({
        key: row.key,
        field: 'stock',
        message: `Stock of ${row.name} must be a whole number, 0 or more`,
      });
    else if (stock === '' && row.saved)
      problems.push({ key: row.key, field: 'stock', message: `Stock of ${row.name} must not be empty` });
  }
  return problems;
}

/** The rows as the save sends them; a blank count of a new row is left to the save (null). */
export function comboBody(rows: readonly ComboRow[], edits: Record<string, ComboEdit>, newStock: string) {
  return rows.map((row): CombinationWrite => {
    const edit = edits[row.key];
    const sku = skuShown(row, edit).trim();
    const stock = stockShown(row, edit, newStock).trim();
    return {
      color: row.color,
      size: row.size,
      sku: sku === '' ? null : sku,
      picture: pictureShown(row, edit),
      stock: stock === '' ? null : Number(stock),
      stockSeen: row.saved?.stock ?? null,
    };
  });
}
