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

const TO_WIRE = new Map<string, string>(Object.entries(WIRE_NAMES));
const TO_CODE = new Map([...TO_WIRE].map(([code, wire]) => [wire, code]));

/**
 * `value` with every key `names` renames renamed, at any depth, keys in their order (so the
 * bytes of JSON made from it are those of the same object written with the other names). Kept
 * short: it travels in the storefront's first load.
 */
const renamed = (value: unknown, names: Map<string, string>): unknown =>
  Array.isArray(value)
    ? value.map((item) => renamed(item, names))
    : isPlainObject(value)
      ? Object.fromEntries(Object.entries(value).map(([key, item]) => [names.get(key) ?? key, renamed(item, names)]))
      : value;

/** What the code made, with the wire's names. */
export function toWire<T>(value: T): OnWire<T> {
  return renamed(value, TO_WIRE) as OnWire<T>;
}

/**
 * `JSON.stringify(toWire(value))` for plain data, without copying it first: the code's names are
 * renamed in the JSON text, where a quoted name followed by a colon can only be a key (inside a
 * JSON string every quote is escaped). For answers made many times a second: the copy cost a
 * product page as much as writing its JSON (the answer memory, src/server/read-path).
 */
export function wireJson(value: unknown): string {
  let json = JSON.stringify(value);
  for (const [code, wire] of TO_WIRE) json = json.replaceAll(`"${code}":`, `"${wire}":`);
  return json;
}

/** What came off the wire, with the code's names. */
export function toCode<T>(value: T): InCode<T> {
  return renamed(value, TO_CODE) as InCode<T>;
}

/** Whether a JSON Schema (a schema of the contract, as the OpenAPI document shows it) has a key the code names otherwise. */
export function hasWireName(jsonSchema: unknown): boolean {
  if (Array.isArray(jsonSchema)) return jsonSchema.some(hasWireName);
  if (!isPlainObject(jsonSchema)) return false;
  const properties = jsonSchema.properties;
  if (isPlainObject(properties) && Object.keys(properties).some((key) => TO_CODE.has(key))) return true;
  return Object.values(jsonSchema).some(hasWireName);
}
