/**
 * The keys whose name on the wire is not the name the code uses. The API calls a product
 * `inventoryId` — its clients were built on that name, and its bytes never change — while the
 * server and the storefront call it `productId`. The contract's schemas describe the wire; the
 * two ends of an exchange translate, and nothing between them sees the wire's name:
 *
 * - the server's `serve` (src/server/lib/endpoint.ts) hands a handler its params, query and body
 *   with the code's names and sends its answer with the wire's (`toWire`); the answer memory,
 *   which writes its answers' bytes itself, does the same;
 * - the storefront's `api.call` (src/web/lib/api-client.ts) sends with the wire's names and reads
 *   answers with the code's (`toCode`); the server's first paint reads its own API the same way.
 *
 * A key map rather than a codec in each schema: the storefront's build keeps no schema (zod
 * stays off the first page load), and one map used by both ends cannot disagree with itself.
 * Tests speak the wire, as any client of the API does.
 */
const WIRE_NAMES = { productId: 'inventoryId' } as const;

type CodeName = keyof typeof WIRE_NAMES;
type WireName = (typeof WIRE_NAMES)[CodeName];

const CODE_NAMES: Record<string, string> = Object.fromEntries(
  Object.entries(WIRE_NAMES).map(([code, wire]) => [wire, code]),
);

type CodeKey<K> = K extends WireName ? { [C in CodeName]: (typeof WIRE_NAMES)[C] extends K ? C : never }[CodeName] : K;
type WireKey<K> = K extends CodeName ? (typeof WIRE_NAMES)[K] : K;

/** Values that are not JSON objects, left as they are. */
type Opaque = Blob | Date | Uint8Array | ((...args: never[]) => unknown);

/** A wire type (a schema's) with the code's names: what handlers take and return, what `api.call` reads. */
export type InCode<T> = T extends Opaque
  ? T
  : T extends readonly unknown[]
    ? { [I in keyof T]: InCode<T[I]> }
    : T extends object
      ? { [K in keyof T as CodeKey<K>]: InCode<T[K]> }
      : T;

/** A type of the code with the wire's names. */
export type OnWire<T> = T extends Opaque
  ? T
  : T extends readonly unknown[]
    ? { [I in keyof T]: OnWire<T[I]> }
    : T extends object
      ? { [K in keyof T as WireKey<K>]: OnWire<T[K]> }
      : T;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/**
 * `value` with every key `names` renames renamed, at any depth, keys in their order (so the
 * bytes of JSON made from it are those of the same object written with the other names). A part
 * with nothing to rename is the same object, not a copy.
 */
function renamed(value: unknown, names: Record<string, string>): unknown {
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item: unknown, i) => {
      const next = renamed(item, names);
      if (next !== item) (copy ??= [...value])[i] = next;
    });
    return copy ?? value;
  }
  if (!isPlainObject(value)) return value;
  let changed = false;
  const entries = Object.entries(value).map(([key, item]) => {
    const name = Object.hasOwn(names, key) ? names[key]! : key;
    const next = renamed(item, names);
    if (name !== key || next !== item) changed = true;
    return [name, next] as const;
  });
  return changed ? Object.fromEntries(entries) : value;
}

/** What the code made, with the wire's names. */
export function toWire<T>(value: T): OnWire<T> {
  return renamed(value, WIRE_NAMES) as OnWire<T>;
}

/** What came off the wire, with the code's names. */
export function toCode<T>(value: T): InCode<T> {
  return renamed(value, CODE_NAMES) as InCode<T>;
}

/** Whether a JSON Schema (a schema of the contract, as the OpenAPI document shows it) has a key the code names otherwise. */
export function hasWireName(jsonSchema: unknown): boolean {
  if (Array.isArray(jsonSchema)) return jsonSchema.some(hasWireName);
  if (!isPlainObject(jsonSchema)) return false;
  const properties = jsonSchema.properties;
  if (isPlainObject(properties) && Object.keys(properties).some((key) => Object.hasOwn(CODE_NAMES, key))) return true;
  return Object.values(jsonSchema).some(hasWireName);
}
