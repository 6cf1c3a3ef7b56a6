import { PRODUCT_FILE_COLUMNS, type ProductFileColumn } from '@shared/schemas/catalogue-move';
import type { AddonType } from '@shared/schemas/catalog';

/**
 * The product file's format (docs/operator-console.md, "Import and export"), both ways: rows of
 * the file to one product's plan, and a product back to its rows. Pure: no database, no I/O, so
 * the import, the export and the template agree by construction.
 */

export type FileRow = Record<ProductFileColumn, string>;
/** A row of the file with its line number (the header is line 1). */
export interface NumberedRow {
  line: number;
  cells: FileRow;
}

export interface PlannedAddon {
  name: string;
  /** Cents. */
  plusPrice: number;
}

/** One colour and size combination (both null: a product without combinations). */
export interface PlannedCombination {
  line: number;
  color: string | null;
  size: string | null;
  sku: string | null;
  stock: number;
}

/** A product as its rows describe it, before names (category, badges, pictures) are looked up. */
export interface ProductPlan {
  line: number;
  externalId: string | null;
  productId: number | null;
  name: string;
  descriptionHtml: string;
  category: string;
  subcategory: string;
  price: number;
  originalPrice: number | null;
  deliveryDays: number;
  active: boolean;
  features: string[];
  badges: string[];
  addons: Record<AddonType, PlannedAddon[]>;
  requires: Record<AddonType, boolean>;
  pictures: string[];
  combinations: PlannedCombination[];
}

/** Why a row is refused, with the line it is on. */
export class RowRefusal extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

const ADDON_COLUMNS = { colors: 'color', sizes: 'size', ships: 'ship', accessories: 'accessory' } as const;
/** The order `requires` is written in. */
const REQUIRE_ORDER: AddonType[] = ['size', 'color', 'ship', 'accessory'];
export const DEFAULT_DELIVERY_DAYS = 5;

/** The product a row belongs to: its externalId, else its productId; null when it names neither. */
export function keyOf(cells: FileRow): string | null {
  const ext = cells.externalId.trim();
  if (ext) return `e:${ext}`;
  const id = cells.productId.trim();
  return id ? `p:${id}` : null;
}

/**
 * Whether `row` continues the product of the rows before it: it names the same product, or it
 * names none and leaves the name empty (a combination row of a product without a key).
 */
export function continues(first: FileRow, row: FileRow): boolean {
  const key = keyOf(row);
  if (key !== null) return key === keyOf(first);
  return keyOf(first) === null && row.name.trim() === '';
}

/** `12.50` (or `12,50`, as a spreadsheet in a comma-decimal language writes it) in cents. */
export function centsOf(value: string, label: string, line: number): number {
  const v = value.trim();
  const m = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(v);
  if (!m) throw new RowRefusal(line, `${label} "${v}" is not an amount like 12.50`);
  return Number(m[1]) * 100 + Number((m[2] ?? '0').padEnd(2, '0'));
}

export function moneyText(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

function wholeNumber(value: string, label: string, line: number, max: number): number {
  const v = value.trim();
  if (!/^\d{1,9}$/.test(v) || Number(v) > max) {
    throw new RowRefusal(line, `${label} "${v}" is not a whole number from 0 to ${max}`);
  }
  return Number(v);
}

export function listOf(value: string): string[] {
  return value
    .split('|')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** `Sand` or `Sand:5.00`. */
function addonOf(item: string, column: string, line: number): PlannedAddon {
  const at = item.lastIndexOf(':');
  if (at < 0) return { name: item, plusPrice: 0 };
  const name = item.slice(0, at).trim();
  if (!name) throw new RowRefusal(line, `${column}: "${item}" has no name before its price`);
  return { name, plusPrice: centsOf(item.slice(at + 1), `${column}: the price of ${name}`, line) };
}

function addonText(a: PlannedAddon): string {
  return a.plusPrice === 0 ? a.name : `${a.name}:${moneyText(a.plusPrice)}`;
}

function flagOf(value: string, line: number): boolean {
  const v = value.trim().toLowerCase();
  if (v === '' || v === 'true') return true;
  if (v === 'false') return false;
  throw new RowRefusal(line, `active "${value.trim()}" must be true or false`);
}

/** How one of the product's own columns (those of its first row) is read from its cell and written back. */
interface ColumnCodec<K extends keyof ProductPlan> {
  field: K;
  read(text: string, line: number, column: ProductFileColumn): ProductPlan[K];
  write(value: ProductPlan[K]): string;
}
const codec = <K extends keyof ProductPlan>(
  field: K,
  read: ColumnCodec<K>['read'],
  write: ColumnCodec<K>['write'],
): ColumnCodec<keyof ProductPlan> => ({ field, read, write }) as unknown as ColumnCodec<keyof ProductPlan>;

const required = (text: string, line: number, column: ProductFileColumn) => {
  const v = text.trim();
  if (!v) throw new RowRefusal(line, `${column} is empty`);
  return v;
};
const text = (v: string) => v;
const joined = (items: string[]) => items.join('|');

/**
 * The product's own columns, each with its field of the plan, how its cell is read (throwing a
 * RowRefusal naming the line) and how the export writes it: one table drives both directions,
 * so a file the export wrote reads back as the same product. The add-on columns (`colors`,
 * `sizes`, `ships`, `accessories`) fill one field together and follow below; the combination's
 * columns (`color`, `size`, `sku`, `stock`) are read per row by `combinationsOf`.
 */
const PRODUCT_COLUMNS: Partial<Record<ProductFileColumn, ColumnCodec<keyof ProductPlan>>> = {
  externalId: codec(
    'externalId',
    (v) => v.trim() || null,
    (v) => v ?? '',
  ),
  productId: codec(
    'productId',
    (v, line) => {
      const id = v.trim();
      if (id && !/^\d{1,9}$/.test(id)) throw new RowRefusal(line, `productId "${id}" is not a product id`);
      return id ? Number(id) : null;
    },
    (v) => (v === null ? '' : String(v)),
  ),
  name: codec('name', required, text),
  descriptionHtml: codec('descriptionHtml', text, text),
  category: codec('category', required, text),
  subcategory: codec('subcategory', required, text),
  price: codec('price', (v, line, column) => centsOf(required(v, line, column), column, line), moneyText),
  originalPrice: codec(
    'originalPrice',
    (v, line, column) => (v.trim() ? centsOf(v, column, line) : null),
    (v) => (v === null ? '' : moneyText(v)),
  ),
  deliveryDays: codec(
    'deliveryDays',
    (v, line, column) => (v.trim() ? wholeNumber(v, column, line, 365) : DEFAULT_DELIVERY_DAYS),
    String,
  ),
  active: codec(
    'active',
    (v, line) => flagOf(v, line),
    (v) => (v ? 'true' : 'false'),
  ),
  features: codec('features', listOf, joined),
  badges: codec('badges', listOf, joined),
  requires: codec(
    'requires',
    (v, line) => {
      const requires = { size: false, color: false, ship: false, accessory: false };
      for (const r of listOf(v)) {
        const type = r.toLowerCase() as AddonType;
        if (!(type in requires))
          throw new RowRefusal(line, `requires: "${r}" is not one of size, color, ship, accessory`);
        requires[type] = true;
      }
      return requires;
    },
    (v) => REQUIRE_ORDER.filter((t) => v[t]).join('|'),
  ),
  pictures: codec('pictures', listOf, joined),
};

/**
 * One product's rows (the first holds its columns; each row, a combination) as its plan. Throws
 * a RowRefusal naming the line of the first problem: the whole product is then refused.
 */
export function planOf(rows: NumberedRow[], maxStock: number): ProductPlan {
  const { line, cells } = rows[0]!;
  const plan = { line, combinations: [] } as unknown as ProductPlan;
  const addons = { color: [], size: [], ship: [], accessory: [] } as Record<AddonType, PlannedAddon[]>;
  // In the file's order, so that the first problem reported is the leftmost one.
  for (const column of PRODUCT_FILE_COLUMNS) {
    const known = PRODUCT_COLUMNS[column];
    if (known) (plan as unknown as Record<string, unknown>)[known.field] = known.read(cells[column], line, column);
    if (column in ADDON_COLUMNS) {
      const type = ADDON_COLUMNS[column as keyof typeof ADDON_COLUMNS];
      addons[type] = listOf(cells[column]).map((item) => addonOf(item, column, line));
      const names = addons[type].map((a) => a.name.toLowerCase());
      const twice = names.find((n, i) => names.indexOf(n) !== i);
      if (twice !== undefined) throw new RowRefusal(line, `${column}: "${twice}" is listed twice`);
    }
  }
  plan.addons = addons;
  plan.combinations = combinationsOf(plan, rows, maxStock);
  return plan;
}

/** Each row's combination; checked against the product's colours and sizes, each at most once. */
function combinationsOf(plan: ProductPlan, rows: NumberedRow[], maxStock: number): PlannedCombination[] {
  const hasColors = plan.addons.color.length > 0;
  const hasSizes = plan.addons.size.length > 0;
  const seen = new Map<string, number>();
  return rows.map(({ line, cells }) => {
    const pick = (column: 'color' | 'size', among: PlannedAddon[], sold: boolean) => {
      const v = cells[column].trim();
      if (!sold) {
        if (v) throw new RowRefusal(line, `${column} "${v}" is given but the product has no ${column}s`);
        return null;
      }
      if (!v)
        throw new RowRefusal(
          line,
          `${column} is empty: each row is one ${hasColors && hasSizes ? 'colour and size' : column}`,
        );
      const found = among.find((a) => a.name.toLowerCase() === v.toLowerCase());
      if (!found) throw new RowRefusal(line, `${column} "${v}" is not one of the product's ${column}s`);
      return found.name;
    };
    const color = pick('color', plan.addons.color, hasColors);
    const size = pick('size', plan.addons.size, hasSizes);
    const key = `${color ?? ''}\u0000${size ?? ''}`.toLowerCase();
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      throw new RowRefusal(line, `this combination is already on line ${earlier}`);
    }
    seen.set(key, line);
    const stock = cells.stock.trim() ? wholeNumber(cells.stock, 'stock', line, maxStock) : 0;
    return { line, color, size, sku: cells.sku.trim() || null, stock };
  });
}

/** A product as the export writes it: the first row with every column, one row per combination. */
export function rowsOf(
  plan: Omit<ProductPlan, 'line' | 'combinations'> & { combinations: Omit<PlannedCombination, 'line'>[] },
) {
  const first = Object.fromEntries(PRODUCT_FILE_COLUMNS.map((col) => [col, ''])) as FileRow;
  for (const column of PRODUCT_FILE_COLUMNS) {
    const known = PRODUCT_COLUMNS[column];
    if (known) first[column] = known.write((plan as ProductPlan)[known.field]);
    if (column in ADDON_COLUMNS) {
      first[column] = plan.addons[ADDON_COLUMNS[column as keyof typeof ADDON_COLUMNS]].map(addonText).join('|');
    }
  }
  const combos = plan.combinations.length > 0 ? plan.combinations : [{ color: null, size: null, sku: null, stock: 0 }];
  return combos.map((c, i) => {
    const base: FileRow =
      i === 0 ? { ...first } : (Object.fromEntries(PRODUCT_FILE_COLUMNS.map((col) => [col, ''])) as FileRow);
    if (i > 0) {
      base.externalId = first.externalId;
      base.productId = first.productId;
    }
    base.color = c.color ?? '';
    base.size = c.size ?? '';
    base.sku = c.sku ?? '';
    base.stock = String(c.stock);
    return PRODUCT_FILE_COLUMNS.map((col) => base[col]);
  });
}
