// Many realistic products for the benchmarks (issue 12: search and lists at 10k / 100k / 1M).
//
// STABLE INTERFACE (other benches import it — keep these signatures):
//   seedBenchProducts(client, count, { seed = 1, log }) → { products, added, seconds }
//     `client` is a connected pg.Client on a migrated, seeded shop database; afterwards the shop
//     has `count` published products (the seeded ones included), then VACUUM ANALYZE has run.
//   createBenchDatabase(name) → { name, url, drop() } | null
//     a new database on BENCH_DATABASE_URL's server (else 127.0.0.1:5432), migrated and seeded by
//     the built shop (scripts/seed.mjs, honouring BUILD_DIR), or null when no PostgreSQL answers.
//   dropBenchDatabase(name) drops it (WITH FORCE).
//   rareBenchWord(client) → { word, products }: a word few products have, at any size.
//
// The seeded catalogue (88 products in five languages) is multiplied with set-based SQL
// (generate_series, INSERT … SELECT, batches of 100,000): each new product is one of the seeded
// ones in a scent, sometimes an edition, and a product line with a coined name (13,824 of them,
// so a line name is a rare word at every size), in Italian (Product.title/description) and in
// en/fr/de/es (ProductTranslation), with its brand, category and subcategory, a price around the
// original's, a quarter discounted, stock (some sold out), a skewed popularity, ratings, dates
// over two years, one photo, the stock ledger's initial movement, and the search text (and the
// search columns derived from it) as the catalogue module writes them.
//
// Deterministic: the same count and seed give the same rows (hashint8 stands in for randomness).
import { spawn } from "node:child_process";
import path from "node:path";
import pg from "pg";

const BATCH = 100_000;
const ROOT = path.resolve(import.meta.dirname, "../..");

// [it, en, fr, de, es]
const SCENTS = [
  ["Lavanda", "Lavender", "Lavande", "Lavendel", "Lavanda"],
  ["Rosa", "Rose", "Rose", "Rose", "Rosa"],
  ["Sandalo", "Sandalwood", "Santal", "Sandelholz", "Sándalo"],
  ["Gelsomino", "Jasmine", "Jasmin", "Jasmin", "Jazmín"],
  ["Vaniglia", "Vanilla", "Vanille", "Vanille", "Vainilla"],
  ["Cannella", "Cinnamon", "Cannelle", "Zimt", "Canela"],
  ["Patchouli", "Patchouli", "Patchouli", "Patschuli", "Pachulí"],
  ["Mirra", "Myrrh", "Myrrhe", "Myrrhe", "Mirra"],
  ["Cedro", "Cedar", "Cèdre", "Zeder", "Cedro"],
  ["Muschio bianco", "White musk", "Musc blanc", "Weißer Moschus", "Almizcle blanco"],
  ["Ambra", "Amber", "Ambre", "Bernstein", "Ámbar"],
  ["Limone", "Lemon", "Citron", "Zitrone", "Limón"],
  ["Arancia dolce", "Sweet orange", "Orange douce", "Süße Orange", "Naranja dulce"],
  ["Menta", "Mint", "Menthe", "Minze", "Menta"],
  ["Eucalipto", "Eucalyptus", "Eucalyptus", "Eukalyptus", "Eucalipto"],
  ["Salvia bianca", "White sage", "Sauge blanche", "Weißer Salbei", "Salvia blanca"],
  ["Rosmarino", "Rosemary", "Romarin", "Rosmarin", "Romero"],
  ["Bergamotto", "Bergamot", "Bergamote", "Bergamotte", "Bergamota"],
  ["Vetiver", "Vetiver", "Vétiver", "Vetiver", "Vetiver"],
  ["Zenzero", "Ginger", "Gingembre", "Ingwer", "Jengibre"],
  ["Cardamomo", "Cardamom", "Cardamome", "Kardamom", "Cardamomo"],
  ["Fiore di loto", "Lotus flower", "Fleur de lotus", "Lotusblüte", "Flor de loto"],
  ["Fiori di ciliegio", "Cherry blossom", "Fleur de cerisier", "Kirschblüte", "Flor de cerezo"],
  ["Tè verde", "Green tea", "Thé vert", "Grüner Tee", "Té verde"],
  ["Cocco", "Coconut", "Noix de coco", "Kokosnuss", "Coco"],
  ["Benzoino", "Benzoin", "Benjoin", "Benzoe", "Benjuí"],
  ["Copale", "Copal", "Copal", "Kopal", "Copal"],
  ["Oud", "Oud", "Oud", "Oud", "Oud"],
  ["Ylang ylang", "Ylang ylang", "Ylang-ylang", "Ylang-Ylang", "Ylang ylang"],
  ["Neroli", "Neroli", "Néroli", "Neroli", "Neroli"],
  ["Geranio", "Geranium", "Géranium", "Geranie", "Geranio"],
  ["Fico", "Fig", "Figue", "Feige", "Higo"],
  ["Tabacco", "Tobacco", "Tabac", "Tabak", "Tabaco"],
  ["Pino silvestre", "Scots pine", "Pin sylvestre", "Waldkiefer", "Pino silvestre"],
  ["Magnolia", "Magnolia", "Magnolia", "Magnolie", "Magnolia"],
  ["Tuberosa", "Tuberose", "Tubéreuse", "Tuberose", "Nardo"],
  ["Camomilla", "Chamomile", "Camomille", "Kamille", "Manzanilla"],
  ["Violetta", "Violet", "Violette", "Veilchen", "Violeta"],
  ["Mandorla", "Almond", "Amande", "Mandel", "Almendra"],
  ["Frankincenso", "Frankincense", "Oliban", "Weihrauch", "Olíbano"],
];
const EDITIONS = [
  ["Edizione limitata", "Limited edition", "Édition limitée", "Limitierte Auflage", "Edición limitada"],
  ["Formato viaggio", "Travel size", "Format voyage", "Reisegröße", "Tamaño de viaje"],
  ["Confezione regalo", "Gift box", "Coffret cadeau", "Geschenkbox", "Caja de regalo"],
  ["Ricarica", "Refill", "Recharge", "Nachfüllpackung", "Recambio"],
  ["Notte", "Night", "Nuit", "Nacht", "Noche"],
  ["Classico", "Classic", "Classique", "Klassisch", "Clásico"],
  ["Rituale del mattino", "Morning ritual", "Rituel du matin", "Morgenritual", "Ritual de la mañana"],
  ["Meditazione", "Meditation", "Méditation", "Meditation", "Meditación"],
  ["Formato famiglia", "Family pack", "Format familial", "Familienpackung", "Formato familiar"],
  ["Artigianale", "Handcrafted", "Artisanal", "Handgemacht", "Artesanal"],
];
// "Note di lavanda · linea Kalinda", in each language (the scent goes where %s is).
const NOTES = [
  [
    "Note di %s, linea %n",
    "Notes of %s, from the %n line",
    "Notes de %s, ligne %n",
    "Duftnoten: %s, Linie %n",
    "Notas de %s, línea %n",
  ],
];
// Line names: three of these syllables (24³ = 13,824 names, e.g. "Kalinda", "Sorevi").
const SYLLABLES = [
  "ka",
  "lin",
  "da",
  "so",
  "re",
  "vi",
  "ma",
  "nu",
  "ta",
  "shi",
  "ro",
  "pa",
  "ve",
  "lu",
  "mi",
  "an",
  "tho",
  "ri",
  "sa",
  "ne",
  "go",
  "bel",
  "zu",
  "ar",
];
const LOCALES = ["it", "en", "fr", "de", "es"];

const sqlText = (s) => `'${String(s).replaceAll("'", "''")}'`;
const sqlArray = (xs) => `ARRAY[${xs.map(sqlText).join(",")}]::text[]`;
/** A column of the [it, en, fr, de, es] table as an SQL array. */
const column = (rows, i) => sqlArray(rows.map((r) => r[i]));

/**
 * Multiplies the seeded catalogue to `count` published products. See the header for what rows
 * look like. Returns how many were added.
 * @param {import("pg").Client} client
 * @param {number} count
 * @param {{ seed?: number, log?: (line: string) => void }} [options]
 * @returns {Promise<{ products: number, added: number, seconds: number }>}
 */
export async function seedBenchProducts(client, count, { seed = 1, log = (l) => console.log(l) } = {}) {
  const t0 = performance.now();
  const q = (sql, params) => client.query(sql, params);
  const h = (expr, salt) => `(hashint8((${expr})::bigint * 131 + ${salt + seed * 1000}) & 2147483647)`;

  const [{ n: published }] = (await q(`SELECT count(*)::int AS n FROM "Product" WHERE "published"`)).rows;
  if (published === 0) throw new Error("seedBenchProducts: the shop has no published products (seed it first)");
  const [{ n: already }] = (await q(`SELECT count(*)::int AS n FROM "Product" WHERE "id" LIKE 'bench-p%'`)).rows;
  const add = count - published;
  if (add <= 0) return { products: published, added: 0, seconds: 0 };
  const from0 = already; // numbering goes on after an earlier call's rows

  await q(`DROP TABLE IF EXISTS bench_base, bench_g`);
  // The seeded products with their texts per language (NULL where a language has no row).
  await q(`
    CREATE TEMP TABLE bench_base AS
    SELECT (row_number() OVER (ORDER BY p."pid", p."id") - 1)::int AS k, p."id", p."slug", p."title", p."description",
      p."categoryId", p."subcategoryId", p."brandId", p."originalPriceCents" AS price, p."searchText",
      p."searchVector" AS sv, p."searchVectorIt" AS v_it,
      ${LOCALES.slice(1)
        .map((l) => `t_${l}."title" AS title_${l}, t_${l}."description" AS desc_${l}, t_${l}."searchVector" AS v_${l}`)
        .join(", ")},
      (SELECT i."url" FROM "ProductImage" i WHERE i."productId" = p."id" AND i."url" IS NOT NULL
        ORDER BY i."kind" DESC, i."position" LIMIT 1) AS image,
      (SELECT i."alt" FROM "ProductImage" i WHERE i."productId" = p."id" AND i."url" IS NOT NULL
        ORDER BY i."kind" DESC, i."position" LIMIT 1) AS alt
    FROM "Product" p
    ${LOCALES.slice(1)
      .map((l) => `LEFT JOIN "ProductTranslation" t_${l} ON t_${l}."productId" = p."id" AND t_${l}."locale" = '${l}'`)
      .join("\n    ")}
    WHERE p."published" AND p."id" NOT LIKE 'bench-p%'`);
  await q(`CREATE UNIQUE INDEX ON bench_base (k)`);
  const [{ n: bases }] = (await q(`SELECT count(*)::int AS n FROM bench_base`)).rows;

  // Every scent × edition (0 = none) once: its words folded for searchText, and parsed into the
  // search vectors' parts (title words A, the description's note B; all languages for matching).
  // A product's vectors are then its base product's with these parts and its line name added,
  // instead of parsing five languages of text a million times (the shop's trigger keeps them).
  const arrays = `(SELECT ${LOCALES.map((l, i) => `${column(SCENTS, i)} AS ${l}`).join(", ")}) sc,
        (SELECT ${LOCALES.map((l, i) => `${column(EDITIONS, i)} AS ${l}`).join(", ")}) ed`;
  const noteWithout = (i) => `replace(replace(${sqlText(NOTES[0][i])}, '%s', lower(sc.${LOCALES[i]}[c.s])), '%n', '')`;
  const fold = (expr) => `lower(unaccent(${expr}))`;
  await q(`DROP TABLE IF EXISTS bench_combo`);
  await q(`
    CREATE TEMP TABLE bench_combo AS
    SELECT y.*, strip(to_tsvector('simple', y.extra)) AS v_all FROM (
      SELECT c.s, c.e,
        ${fold(LOCALES.map((l) => `sc.${l}[c.s] || ' ' || coalesce(ed.${l}[nullif(c.e, 0)], '')`).join(" || ' ' || "))}
          || ' note di linea notes of from the line ligne duftnoten linie notas' AS extra,
        ${LOCALES.map(
          (
            l,
            i,
          ) => `setweight(to_tsvector('simple', ${fold(`sc.${l}[c.s] || ' ' || coalesce(ed.${l}[nullif(c.e, 0)], '')`)}), 'A') AS t_${l},
        setweight(to_tsvector('simple', ${fold(noteWithout(i))}), 'B') AS n_${l}`,
        ).join(",\n        ")}
      FROM (SELECT s, e FROM generate_series(1, ${SCENTS.length}) s, generate_series(0, ${EDITIONS.length}) e) c,
        ${arrays}) y`);
  await q(`CREATE UNIQUE INDEX ON bench_combo (s, e)`);

  // The GIN indexes of the catalogue are built once at the end: growing them row by row costs
  // several times one build over the whole table.
  await q(`SET maintenance_work_mem = '512MB'`);
  const gin = (
    await q(`SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema()
      AND tablename IN ('Product', 'ProductTranslation') AND indexdef LIKE '% USING gin %'`)
  ).rows;
  for (const { indexname } of gin) await q(`DROP INDEX "${indexname}"`);
  try {
    for (let from = from0 + 1; from <= from0 + add; from += BATCH) {
      const to = Math.min(from0 + add, from + BATCH - 1);
      await q("BEGIN");
      // The stock ledger's initial rows are written below, set-based, instead of one per row.
      await q(`SET LOCAL sattva.stock_ledger = 'off'`);
      // The vocabulary of the search (if the shop has one) is filled once at the end.
      await q(`SET LOCAL sattva.search_words = 'off'`);
      await q(`
        CREATE TEMP TABLE bench_g ON COMMIT DROP AS
        SELECT g, 'bench-p' || lpad(g::text, 8, '0') AS id, ${h("g", 1)} % ${bases} AS k,
          1 + ${h("g", 2)} % ${SCENTS.length} AS s,
          CASE WHEN ${h("g", 3)} % 4 = 0 THEN 1 + ${h("g", 4)} % ${EDITIONS.length} ELSE 0 END AS e,
          initcap(sy.s[1 + ${h("g", 5)} % 24] || sy.s[1 + ${h("g", 6)} % 24] || sy.s[1 + ${h("g", 7)} % 24]) AS line,
          setweight(to_tsvector('simple', sy.s[1 + ${h("g", 5)} % 24] || sy.s[1 + ${h("g", 6)} % 24] || sy.s[1 + ${h("g", 7)} % 24]), 'A') AS lv,
          ${h("g", 8)} AS r1, ${h("g", 9)} AS r2, ${h("g", 10)} AS r3
        FROM generate_series(${from}, ${to}) g, (SELECT ${sqlArray(SYLLABLES)} AS s) sy`);
      const titleIn = (i, base) =>
        `${base} || ' ' || sc.${LOCALES[i]}[g.s] || ' ' || g.line || coalesce(' – ' || ed.${LOCALES[i]}[nullif(g.e, 0)], '')`;
      const noteIn = (i) =>
        `replace(replace(${sqlText(NOTES[0][i])}, '%s', lower(sc.${LOCALES[i]}[g.s])), '%n', g.line)`;
      await q(`
        INSERT INTO "Product" ("id", "pid", "slug", "title", "categoryId", "subcategoryId", "brandId", "ratingTenths",
          "originalPriceCents", "discountedPriceCents", "description", "stock", "lowStockThreshold", "published",
          "searchText", "searchVector", "searchVectorIt", "popularity", "createdAt", "updatedAt")
        SELECT g.id, 'B' || lpad(g.g::text, 8, '0'), b.slug || '-' || lower(g.line) || '-' || g.g,
          ${titleIn(0, "b.title")}, b."categoryId", b."subcategoryId", b."brandId", 30 + g.r1 % 21,
          x.price, CASE WHEN g.r2 % 4 = 0 THEN greatest(50, (x.price * (0.65 + (g.r2 % 5) * 0.05))::int / 10 * 10) END,
          b.description || ${noteIn(0)}, CASE WHEN g.r3 % 20 = 0 THEN 0 ELSE g.r3 % 200 END, 20, true,
          -- As buildSearchText writes it (lower-cased, accent-free), the new words appended.
          b."searchText" || ' ' || c.extra || ' ' || lower(g.line),
          strip(b.sv || c.v_all || g.lv), b.v_it || c.t_it || g.lv || c.n_it,
          -- Few very popular products, many quiet ones.
          (power((g.r1 % 10000) / 10000.0, 3) * 5000)::int,
          now() - ((g.r2 % (730 * 86400)) || ' seconds')::interval, now()
        FROM bench_g g
        JOIN bench_base b ON b.k = g.k
        JOIN bench_combo c ON c.s = g.s AND c.e = g.e
        CROSS JOIN LATERAL (SELECT greatest(190, (b.price * (0.6 + (g.r3 % 1000) / 833.0))::int / 10 * 10 + 9) AS price) x,
        ${arrays}`);
      for (let i = 1; i < LOCALES.length; i++) {
        const l = LOCALES[i];
        await q(`
          INSERT INTO "ProductTranslation" ("productId", "locale", "title", "description", "searchVector", "updatedAt")
          SELECT g.id, '${l}', ${titleIn(i, `b.title_${l}`)}, b.desc_${l} || ${noteIn(i)},
            b.v_${l} || c.t_${l} || g.lv || c.n_${l}, now()
          FROM bench_g g JOIN bench_base b ON b.k = g.k JOIN bench_combo c ON c.s = g.s AND c.e = g.e, ${arrays}
          WHERE b.title_${l} IS NOT NULL`);
      }
      await q(`
        INSERT INTO "ProductImage" ("id", "productId", "kind", "position", "url", "width", "height", "alt")
        SELECT 'bench-i' || lpad(g.g::text, 8, '0'), g.id, 'gallery', 0, b.image, 800, 800, coalesce(b.alt, '{}')
        FROM bench_g g JOIN bench_base b ON b.k = g.k WHERE b.image IS NOT NULL`);
      await q(`
        INSERT INTO "StockMovement" ("id", "productId", "delta", "stockAfter", "reason", "createdAt")
        SELECT 'bench-m' || lpad(g.g::text, 8, '0'), p."id", p."stock", p."stock", 'initial', p."createdAt"
        FROM bench_g g JOIN "Product" p ON p."id" = g.id WHERE p."stock" <> 0`);
      await q("COMMIT");
      log(
        `  products ${(published + to - from0).toLocaleString("en")} / ${count.toLocaleString("en")} (${((performance.now() - t0) / 1000).toFixed(0)} s)`,
      );
    }
  } catch (err) {
    await q("ROLLBACK").catch(() => {});
    throw err;
  } finally {
    const t1 = performance.now();
    for (const { indexdef } of gin) await q(indexdef);
    if (gin.length) log(`  ${gin.length} GIN indexes rebuilt in ${((performance.now() - t1) / 1000).toFixed(0)} s`);
    await q(`DROP TABLE IF EXISTS bench_base, bench_combo`);
  }
  await addSearchWords(q, { from: from0 + 1, to: from0 + add, seed, log });
  // Vacuumed and analysed as a shop's tables are, so a bench measures the shop, not autovacuum.
  const tables = ["Product", "ProductTranslation", "ProductImage", "StockMovement"];
  const [{ words }] = (await q(`SELECT to_regclass('"SearchWord"') IS NOT NULL AS words`)).rows;
  for (const table of words ? [...tables, "SearchWord"] : tables) {
    await q(`VACUUM (ANALYZE) "${table}"`);
  }
  await q(`RESET maintenance_work_mem`);
  const seconds = (performance.now() - t0) / 1000;
  log(`  ${count.toLocaleString("en")} products (${add.toLocaleString("en")} added) in ${seconds.toFixed(0)} s`);
  return { products: count, added: add, seconds };
}

/**
 * The search vocabulary (if this shop's schema has one): the words this fixture added (the
 * seeded products' words are there already), set-based, as the shop's trigger would have.
 */
async function addSearchWords(q, { from, to, seed, log }) {
  const [{ table }] = (await q(`SELECT to_regclass('"SearchWord"') IS NOT NULL AS table`)).rows;
  if (!table) return;
  const t = performance.now();
  const h = (expr, salt) => `(hashint8((${expr})::bigint * 131 + ${salt + seed * 1000}) & 2147483647)`;
  const texts = [...SCENTS, ...EDITIONS, ...NOTES].flat().join(" ").replaceAll("%s", " ").replaceAll("%n", " ");
  const { rowCount } = await q(
    `INSERT INTO "SearchWord" ("word")
     SELECT DISTINCT w FROM (
       SELECT unnest(tsvector_to_array(to_tsvector('simple', lower(unaccent($1))))) AS w
       UNION ALL
       SELECT sy.s[1 + ${h("g", 5)} % 24] || sy.s[1 + ${h("g", 6)} % 24] || sy.s[1 + ${h("g", 7)} % 24]
       FROM generate_series(${from}, ${to}) g, (SELECT ${sqlArray(SYLLABLES)} AS s) sy
     ) x
     WHERE w ~ '^[a-z0-9]{3,40}$'
     ON CONFLICT DO NOTHING`,
    [texts],
  );
  log(`  ${rowCount} words added to the search vocabulary in ${((performance.now() - t) / 1000).toFixed(0)} s`);
}

/**
 * A rare word of the multiplied catalogue at any size: the coined line name of the first added
 * product (about count / 13,824 products have it), with how many published products match it.
 * @param {import("pg").Client} client
 * @returns {Promise<{ word: string, products: number }>}
 */
export async function rareBenchWord(client) {
  const { rows } = await client.query(
    `SELECT lower(regexp_replace(split_part("title", ' – ', 1), '^.* ', '')) AS word
     FROM "Product" WHERE "id" LIKE 'bench-p%' ORDER BY "id" LIMIT 1`,
  );
  if (!rows.length) throw new Error("rareBenchWord: no bench products (run seedBenchProducts first)");
  const word = rows[0].word;
  const [{ n }] = (
    await client.query(
      `SELECT count(*)::int AS n FROM "Product" WHERE "published" AND lower(unaccent("title")) LIKE '%' || $1 || '%'`,
      [word],
    )
  ).rows;
  return { word, products: n };
}

function serverUrl() {
  return process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
}

/** The URL of database `name` on the bench server. */
export function benchDatabaseUrl(name) {
  const u = new URL(serverUrl());
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * A new database `name` (letters, digits, _), migrated and seeded by the built shop
 * (scripts/seed.mjs with DATABASE_URL; BUILD_DIR is honoured). Null when no PostgreSQL answers.
 * @param {string} name
 * @param {{ demo?: boolean }} [options] demo: also the demo accounts, reviews and orders
 */
export async function createBenchDatabase(name, { demo = false } = {}) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`createBenchDatabase: bad name ${name}`);
  const c = new pg.Client({ connectionString: serverUrl() });
  try {
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${name}`);
  } catch {
    return null;
  } finally {
    await c.end().catch(() => {});
  }
  const url = benchDatabaseUrl(name);
  await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, "scripts/seed.mjs")], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: url, SEED_DEMO: demo ? "true" : "false", NODE_ENV: "production" },
      stdio: ["ignore", "ignore", "inherit"],
    });
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`seeding ${name} failed (${code})`))));
  });
  return { name, url, drop: () => dropBenchDatabase(name) };
}

/** Drops database `name` on the bench server (connections are ended). */
export async function dropBenchDatabase(name) {
  const c = new pg.Client({ connectionString: serverUrl() });
  await c.connect();
  try {
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await c.end();
  }
}
