import Database from 'better-sqlite3';
import pg from 'pg';
import { sql } from 'kysely';
import type { Db } from '../../src/server/db/database.js';
import { categoryRows, FLAT_SUBS } from '../../src/server/demo/generate.js';
import { searchTokens } from '../../src/server/modules/catalog/search-text.js';
import type { CorpusDoc } from '../engines/corpus.js';

/**
 * A catalogue of `products` products written in bulk by the database itself (a recursive CTE on
 * SQLite, generate_series on PostgreSQL), 100 000 in 81 s on SQLite at load average 28, where the
 * demo seed makes each product in code. Words come from the demo catalogue
 * (`sample`): two name words, ten description words, a model code (one of 50 000, so rare words
 * grow with the catalogue as real ones do), the demo categories' names; prices, popularity,
 * ratings and dates vary by product; one product in ten comes in 2 colours × 3 sizes.
 */
export async function bulkSeed(
  db: Db,
  target: { sqliteFile?: string; pgUrl?: string; schema?: string },
  products: number,
  sample: CorpusDoc[],
) {
  const nameWords = distinct(sample.flatMap((d) => d.name.split(' ')).filter((w) => /^[a-z]{3,}$/.test(w)));
  const bodyWords = distinct(
    sample.flatMap((d) => d.text.split(' ')).filter((w) => /^[a-z]{3,}$/.test(w) && !nameWords.includes(w)),
  );
  const N = nameWords.length;
  const V = bodyWords.length;
  const S = FLAT_SUBS.length;
  const categories = categoryRows();
  await db.kysely.insertInto('category').values(categories).execute();
  const subs = FLAT_SUBS.map((s, k) => ({
    k,
    root_id: s.rootId,
    sub_id: s.subId,
    words: searchTokens(`${s.root.name} ${s.sub.name}`).join(' '),
  }));
  const words = [...nameWords, ...bodyWords].map((w, k) => ({ k, w }));

  // i is the product's id; n(k) picks word k of the name words, v(k) of the description's.
  const nameWord = (expr: string) => `(select w from bench_word where k = (${expr}) % ${N})`;
  const bodyWord = (expr: string) => `(select w from bench_word where k = ${N} + (${expr}) % ${V})`;
  const a = nameWord('i * 31');
  const b = nameWord('i * 17 + i / 7');
  const body = Array.from({ length: 10 }, (_, k) => bodyWord(`i * ${k * 2 + 3} + ${k * 101} + i / ${k + 11}`)).join(
    ` || ' ' || `,
  );
  const code = `'m' || ((i * 7919) % 50000)`;
  const cap = (w: string) => `upper(substr(${w}, 1, 1)) || substr(${w}, 2)`;
  const iso = (dayExpr: string) =>
    target.pgUrl
      ? `to_char(timestamp '2025-11-03 09:00:00' - (${dayExpr}) * interval '1 minute', 'YYYY-MM-DD"T"HH24:MI:SS.000"Z"')`
      : `strftime('%Y-%m-%dT%H:%M:%S.000Z', 1762160400 - (${dayExpr}) * 60, 'unixepoch')`;
  const numbers = (from: number, to: number) =>
    target.pgUrl
      ? `with n as (select generate_series(${from}::bigint, ${to}::bigint) as i)`
      : `with recursive n(i) as (select ${from} union all select i + 1 from n where i < ${to})`;
  const CHUNK = 100_000;
  const statements = (from: number, to: number) => [
    `${numbers(from, to)}, p as (select i, ${a} as a, ${b} as b, ${body} as body, ${code} as code from n)
     insert into inventory (inventory_id, name, cover_path, price, original_price, gallery_json, detail_gallery_json,
       features_json, prod_desc_md, rating_display, review_count, root_category_id, sub_category_id,
       require_size_addon, require_color_addon, require_accessory_addon, require_ship_addon, delivery_days,
       popularity, is_active, created_at, updated_at, search_name, search_body)
     select i, ${cap('a')} || ' ' || ${cap('b')}, '/media/demo/product/shirt-1-0.svg', 900 + (i * 7919) % 60000,
       case when i % 4 = 0 then 900 + (i * 7919) % 60000 + 1500 else null end,
       '["/media/demo/product/shirt-1-0.svg"]', '[]', '[]',
       '<p>' || body || ' (model ' || code || ')</p>', 300 + (i * 13) % 200, (i * 7) % 40, s.root_id, s.sub_id,
       case when i % 10 = 0 then 1 else 0 end, case when i % 10 = 0 then 1 else 0 end, 0, 0, 2 + i % 6,
       (i * 104729) % 10000, 1, ${iso('i * 37 % 500000')}, ${iso('i * 37 % 500000')},
       a || ' ' || b, s.words || ' ' || body || ' model ' || code
     from p join bench_sub s on s.k = i % ${S}`,
    `${numbers(from, to)} insert into addon (addon_id, inventory_id, addon_type, name, plus_price, delivery_days, position, is_active)
     select i / 10 * 5 + j, i, case when j < 2 then 'color' else 'size' end,
       case j when 0 then (case when i % 20 = 0 then 'Navy' else 'Charcoal' end) when 1 then 'Sage'
         when 2 then 'S' when 3 then 'M' else 'L' end, 0, null, j, 1
     from n cross join (select 0 as j union all select 1 union all select 2 union all select 3 union all select 4) js
     where i % 10 = 0`,
    `${numbers(from, to)} insert into product_variant (variant_id, inventory_id, color_addon_id, size_addon_id, sku, stock, picture, is_active)
     select i / 10 * 6 + c * 3 + s, i, i / 10 * 5 + c, i / 10 * 5 + 2 + s, 'B' || i || '-' || c || '-' || s,
       (i + c * 3 + s) % 9, null, 1
     from n cross join (select 0 as c union all select 1) cs cross join (select 0 as s union all select 1 union all select 2) ss
     where i % 10 = 0`,
    `${numbers(from, to)} insert into inventory_stock (inventory_id, stock)
     select i, case when i % 10 = 0 then 1 + i % 20 else i % 40 end from n`,
  ];

  if (target.sqliteFile) {
    const lite = new Database(target.sqliteFile);
    lite.pragma('journal_mode = WAL');
    lite.exec('create table bench_word (k integer primary key, w text not null)');
    lite.exec('create table bench_sub (k integer primary key, root_id integer, sub_id integer, words text)');
    const putWord = lite.prepare('insert into bench_word (k, w) values (?, ?)');
    const putSub = lite.prepare('insert into bench_sub values (?, ?, ?, ?)');
    lite.transaction(() => {
      for (const w of words) putWord.run(w.k, w.w);
      for (const s of subs) putSub.run(s.k, s.root_id, s.sub_id, s.words);
      for (let from = 1; from <= products; from += CHUNK)
        for (const statement of statements(from, Math.min(products, from + CHUNK - 1))) lite.exec(statement);
    })();
    lite.exec('drop table bench_word; drop table bench_sub; analyze');
    lite.close();
  } else {
    const client = new pg.Client({ connectionString: target.pgUrl });
    await client.connect();
    try {
      await client.query(`set search_path = ${target.schema}`);
      // A bulk load: the row triggers (product versions and their notices) are the catalogue's
      // per-write bookkeeping; the server reads the whole catalogue when it starts anyway.
      await client.query('set session_replication_role = replica');
      await client.query('begin');
      await client.query('create table bench_word (k integer primary key, w text not null)');
      await client.query('create table bench_sub (k integer primary key, root_id integer, sub_id integer, words text)');
      await client.query('insert into bench_word select * from unnest($1::int[], $2::text[])', [
        words.map((w) => w.k),
        words.map((w) => w.w),
      ]);
      for (const s of subs)
        await client.query('insert into bench_sub values ($1, $2, $3, $4)', [s.k, s.root_id, s.sub_id, s.words]);
      for (let from = 1; from <= products; from += CHUNK)
        for (const statement of statements(from, Math.min(products, from + CHUNK - 1))) await client.query(statement);
      await client.query('drop table bench_word; drop table bench_sub');
      for (const [table, column] of [
        ['inventory', 'inventory_id'],
        ['addon', 'addon_id'],
        ['product_variant', 'variant_id'],
        ['category', 'category_id'],
      ])
        await client.query(
          `select setval(pg_get_serial_sequence('${table}', '${column}'), (select max(${column}) from ${table}) + 1, false)`,
        );
      await client.query('commit');
      await client.query('vacuum analyze');
    } finally {
      await client.end();
    }
  }
  await sql`select 1`.execute(db.kysely);
}

const distinct = (list: string[]) => [...new Set(list)];
