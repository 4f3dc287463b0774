// Many realistic orders for the benchmarks (issue 11/12): shopper accounts and guests, one to four
// lines of the shop's own products, payments (with failed attempts before some), refunds, the
// order history, statuses that follow the order's age, countries, methods and dates spread over
// `days`. Everything is set-based SQL (INSERT … SELECT over generate_series), in batches so the
// progress can be printed: a million orders take minutes, not an hour.
//
// Deterministic: the same count gives the same data (hashint8 of the row number stands in for
// randomness). Orders are numbered from the shop's own sequence (order_number_seq), so a real
// order placed afterwards gets the next number.

const BATCH = 100_000;

const FIRST = [
  "Giulia",
  "Marco",
  "Francesca",
  "Luca",
  "Chiara",
  "Alessandro",
  "Sara",
  "Matteo",
  "Valentina",
  "Andrea",
  "Elena",
  "Davide",
  "Martina",
  "Simone",
  "Federica",
  "Lorenzo",
  "Alessia",
  "Riccardo",
  "Silvia",
  "Gabriele",
  "Anna",
  "Paolo",
  "Laura",
  "Stefano",
  "Marie",
  "Jonas",
  "Carmen",
  "Sophie",
  "Lukas",
  "Lucía",
  "Pierre",
  "Hannah",
  "Javier",
  "Emma",
  "Tomás",
  "Clara",
  "Nicolas",
  "Léa",
  "Felix",
  "Inês",
];
const LAST = [
  "Rossi",
  "Russo",
  "Ferrari",
  "Esposito",
  "Bianchi",
  "Romano",
  "Colombo",
  "Ricci",
  "Marino",
  "Greco",
  "Bruno",
  "Gallo",
  "Conti",
  "De Luca",
  "Mancini",
  "Costa",
  "Giordano",
  "Rizzo",
  "Lombardi",
  "Moretti",
  "Barbieri",
  "Fontana",
  "Santoro",
  "Mariani",
  "Rinaldi",
  "Caruso",
  "Ferrara",
  "Galli",
  "Martini",
  "Leone",
  "Laurent",
  "Weber",
  "Ruiz",
  "Müller",
  "García",
  "Dubois",
  "Schmidt",
  "Fernández",
  "Bernard",
  "Silva",
];
// [country, city, province/state, postal code, locale]; Italy first and most often.
const PLACES = [
  ["IT", "Milano", "MI", "20121", "it"],
  ["IT", "Roma", "RM", "00184", "it"],
  ["IT", "Torino", "TO", "10121", "it"],
  ["IT", "Bologna", "BO", "40121", "it"],
  ["IT", "Firenze", "FI", "50122", "it"],
  ["IT", "Napoli", "NA", "80132", "it"],
  ["IT", "Verona", "VR", "37121", "it"],
  ["IT", "Bari", "BA", "70121", "it"],
  ["IT", "Palermo", "PA", "90133", "it"],
  ["IT", "Genova", "GE", "16121", "it"],
  ["IT", "Padova", "PD", "35122", "it"],
  ["IT", "Trento", "TN", "38122", "it"],
  ["IT", "Lecce", "LE", "73100", "it"],
  ["IT", "Cagliari", "CA", "09124", "it"],
  ["DE", "Berlin", "", "10115", "de"],
  ["DE", "München", "", "80331", "de"],
  ["FR", "Paris", "", "75003", "fr"],
  ["FR", "Lyon", "", "69002", "fr"],
  ["ES", "Madrid", "", "28013", "es"],
  ["ES", "Barcelona", "", "08002", "es"],
  ["AT", "Wien", "", "1010", "de"],
  ["NL", "Amsterdam", "", "1012", "en"],
  ["BE", "Bruxelles", "", "1000", "fr"],
  ["CH", "Lugano", "TI", "6900", "it"],
  ["PT", "Lisboa", "", "1100-148", "en"],
  ["IE", "Dublin", "", "D02", "en"],
];
const STREETS = [
  "Via Roma",
  "Corso Italia",
  "Via Garibaldi",
  "Via Dante",
  "Piazza Duomo",
  "Via Mazzini",
  "Viale Europa",
];
const CARRIERS = ["BRT", "GLS", "Poste Italiane", "DHL"];

const sqlText = (s) => `'${String(s).replaceAll("'", "''")}'`;
const sqlArray = (xs) => `ARRAY[${xs.map(sqlText).join(",")}]::text[]`;

/** A well-mixed non-negative integer from the row number `g` and a salt, in SQL. */
const h = (expr, salt) => `(hashint8((${expr})::bigint * 131 + ${salt}) & 2147483647)`;

/**
 * Inserts `count` orders (with their users, lines, payments, refunds and history) into the shop
 * database `client` is connected to (migrated and seeded: its products are what is sold).
 * @param {import("pg").Client} client
 * @param {number} count
 * @param {{ days?: number, log?: (line: string) => void }} [options]
 * @returns {Promise<{ orders: number, users: number, firstOid: string, lastOid: string, seconds: number }>}
 */
export async function seedBenchOrders(client, count, { days = 730, log = (l) => console.log(l) } = {}) {
  const t0 = performance.now();
  const q = (sql, params) => client.query(sql, params);
  const [{ n: productCount }] = (await q(`SELECT count(*)::int AS n FROM "Product"`)).rows;
  if (productCount === 0) throw new Error("seedBenchOrders: the shop has no products (seed it first)");

  // Take `count` numbers from the shop's order sequence in one go.
  const [{ base }] = (await q(`SELECT nextval('order_number_seq')::bigint AS base`)).rows;
  await q(`SELECT setval('order_number_seq', $1::bigint)`, [Number(base) + count - 1]);
  const tag = `b${base}`;
  const userCount = Math.max(200, Math.floor(count / 20));
  const span = days * 86_400; // seconds
  const now = Math.floor(Date.now() / 1000);
  const start = now - span;

  await q(`DROP TABLE IF EXISTS bench_p, bench_u, bench_l, bench_o`);
  await q(`
    CREATE TEMP TABLE bench_p AS
    SELECT (row_number() OVER (ORDER BY p.id) - 1)::int AS k, p.id, p.title,
      coalesce(p."discountedPriceCents", p."originalPriceCents") AS price,
      (SELECT i.url FROM "ProductImage" i WHERE i."productId" = p.id ORDER BY i.kind DESC, i.position LIMIT 1) AS image
    FROM "Product" p`);
  await q(`CREATE UNIQUE INDEX ON bench_p (k)`);

  // Shopper accounts: a twentieth of the orders' count, so that most buyers come back.
  await q(`
    INSERT INTO "User" ("id", "fname", "lname", "email", "country", "role", "locale", "createdAt", "updatedAt", "emailVerifiedAt")
    SELECT 'c${tag}u' || u, f.first[1 + ${h("u", 1)} % ${FIRST.length}], f.last[1 + ${h("u", 2)} % ${LAST.length}],
      lower(replace(replace(f.first[1 + ${h("u", 1)} % ${FIRST.length}] || '.' || f.last[1 + ${h("u", 2)} % ${LAST.length}], ' ', ''), '''', ''))
        || '.' || u || '.${tag}@bench.example',
      pl.country[1 + ${h("u", 3)} % 26], 'user', pl.locale[1 + ${h("u", 3)} % 26],
      to_timestamp(${start} - 86400 * 30 + ${h("u", 4)} % ${span}), now(), now()
    FROM generate_series(1, ${userCount}) u,
      (SELECT ${sqlArray(FIRST)} AS first, ${sqlArray(LAST)} AS last) f,
      (SELECT ${sqlArray(PLACES.map((p) => p[0]))} AS country, ${sqlArray(PLACES.map((p) => p[4]))} AS locale) pl`);
  await q(`
    CREATE TEMP TABLE bench_u AS
    SELECT (row_number() OVER (ORDER BY id) - 1)::int AS k, id, fname, lname, email, country, locale
    FROM "User" WHERE id LIKE 'c${tag}u%'`);
  await q(`CREATE UNIQUE INDEX ON bench_u (k)`);
  log(`  ${userCount} shopper accounts`);

  // The history is written below, set-based; the per-row trigger stays quiet meanwhile. The
  // trigram (GIN) indexes of the orders are built once at the end: growing them a row at a time
  // costs several times what one build over the million rows does.
  await q(`SET sattva.history = 'off'`);
  await q(`SET maintenance_work_mem = '256MB'`);
  const gin = (
    await q(`SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'Order'
      AND indexdef LIKE '% USING gin %'`)
  ).rows;
  for (const { indexname } of gin) await q(`DROP INDEX "${indexname}"`);
  try {
    for (let from = 1; from <= count; from += BATCH) {
      const to = Math.min(count, from + BATCH - 1);
      await seedBatch(q, { from, to, count, base: Number(base), tag, userCount, productCount, span, start, now });
      log(
        `  orders ${to.toLocaleString("en")} / ${count.toLocaleString("en")} (${((performance.now() - t0) / 1000).toFixed(0)} s)`,
      );
    }
  } finally {
    const t1 = performance.now();
    for (const { indexdef } of gin) await q(indexdef);
    if (gin.length) log(`  ${gin.length} trigram indexes rebuilt in ${((performance.now() - t1) / 1000).toFixed(0)} s`);
    await q(`RESET maintenance_work_mem`);
    await q(`RESET sattva.history`);
    await q(`DROP TABLE IF EXISTS bench_p, bench_u, bench_l, bench_o`);
  }
  // Vacuumed as a shop's tables are (the visibility map lets index-only scans skip the heap), and
  // analysed, so a benchmark measures the shop, not autovacuum catching up.
  for (const table of ["User", "Order", "OrderLine", "Payment", "Refund", "OrderStatusChange"]) {
    await q(`VACUUM (ANALYZE) "${table}"`);
  }
  const seconds = (performance.now() - t0) / 1000;
  log(`  ${count.toLocaleString("en")} orders in ${seconds.toFixed(0)} s`);
  return {
    orders: count,
    users: userCount,
    firstOid: `SAT-${base}`,
    lastOid: `SAT-${Number(base) + count - 1}`,
    seconds,
  };
}

async function seedBatch(q, { from, to, count, base, tag, userCount, productCount, span, start, now }) {
  // One row per order with everything decided from its number: when, who, where, status, how paid.
  await q(`DROP TABLE IF EXISTS bench_o, bench_l`);
  await q(`
    CREATE TEMP TABLE bench_o AS
    WITH g AS (
      SELECT g,
        -- Orders come in number order, spread evenly over the period, a little jitter.
        ${start} + (g - 1)::float8 * ${span} / ${count} + ${h("g", 11)} % 40 AS at,
        ${h("g", 12)} % 1000 AS r_status, ${h("g", 13)} % 100 AS r_who, ${h("g", 14)} % 100 AS r_method,
        ${h("g", 15)} % 1000 AS r_place, ${h("g", 16)} % 1000 AS r_pay, ${h("g", 17)} % 1000 AS r_misc
      FROM generate_series(${from}, ${to}) g
    ), aged AS (
      SELECT *, (${now} - at) / 86400.0 AS age FROM g
    )
    SELECT a.g, 'c${tag}o' || a.g AS id, 'SAT-' || (${base} + a.g - 1) AS oid, to_timestamp(a.at) AS created, a.age,
      CASE
        WHEN a.age < 1 THEN (CASE WHEN r_status < 350 THEN 'pending' WHEN r_status < 800 THEN 'processing' WHEN r_status < 950 THEN 'shipped' ELSE 'cancelled' END)
        WHEN a.age < 5 THEN (CASE WHEN r_status < 30 THEN 'pending' WHEN r_status < 180 THEN 'processing' WHEN r_status < 780 THEN 'shipped' WHEN r_status < 950 THEN 'delivered' ELSE 'cancelled' END)
        ELSE (CASE WHEN r_status < 895 THEN 'delivered' WHEN r_status < 965 THEN 'cancelled' WHEN r_status < 990 THEN 'returned' WHEN r_status < 997 THEN 'shipped' ELSE 'processing' END)
      END::"OrderStatus" AS status,
      CASE WHEN r_method < 55 THEN 'card' WHEN r_method < 85 THEN 'paypal' ELSE 'bank-transfer' END AS method,
      r_who < 70 AS has_account, u.id AS user_id, u.email AS user_email, u.locale AS user_locale,
      u.fname || ' ' || u.lname AS user_name,
      f.first[1 + ${h("a.g", 21)} % ${FIRST.length}] || ' ' || f.last[1 + ${h("a.g", 22)} % ${LAST.length}] AS other_name,
      -- Italy most of the time; the first 14 places are Italian.
      CASE WHEN r_place < 720 THEN 1 + r_place % 14 ELSE 15 + r_place % 12 END AS place,
      r_pay, r_misc
    FROM aged a
    JOIN bench_u u ON u.k = ${h("a.g", 20)} % ${userCount},
      (SELECT ${sqlArray(FIRST)} AS first, ${sqlArray(LAST)} AS last) f`);

  // One to four lines per order (half have one), a unit or two of the shop's products.
  await q(`
    CREATE TEMP TABLE bench_l AS
    SELECT o.g, j, p.id AS product_id, p.title, p.price, p.image,
      CASE WHEN ${h("o.g * 8 + j", 31)} % 100 < 80 THEN 1 WHEN ${h("o.g * 8 + j", 31)} % 100 < 95 THEN 2 ELSE 3 END AS qty
    FROM bench_o o
    CROSS JOIN LATERAL generate_series(1, CASE WHEN o.r_misc % 100 < 50 THEN 1 WHEN o.r_misc % 100 < 80 THEN 2 WHEN o.r_misc % 100 < 93 THEN 3 ELSE 4 END) j
    JOIN bench_p p ON p.k = ${h("o.g * 8 + j", 32)} % ${productCount}`);

  await q(`
    INSERT INTO "Order" ("id", "oid", "userId", "guestName", "guestEmail", "email", "phone",
      "shipName", "shipStreet", "shipCity", "shipState", "shipPostalCode", "shipCountry", "status", "paymentMethod",
      "subtotalCents", "shippingCents", "vatCents", "totalCents", "discountCode", "discountCents",
      "carrier", "awb", "shippedAt", "deliveredAt", "refundedCents", "locale", "flaggedForReview", "reviewReason",
      "clientIp", "reservationExpires", "createdAt", "updatedAt")
    SELECT o.id, o.oid,
      CASE WHEN o.has_account THEN o.user_id END,
      CASE WHEN NOT o.has_account THEN o.other_name END,
      CASE WHEN NOT o.has_account THEN guest_email END,
      CASE WHEN o.has_account THEN o.user_email ELSE guest_email END,
      '+39 3' || lpad((${h("o.g", 41)} % 1000000000)::text, 9, '0'),
      CASE WHEN o.has_account AND o.r_misc % 10 <> 0 THEN o.user_name ELSE o.other_name END,
      st.street[1 + o.g % ${STREETS.length}] || ' ' || (1 + o.g % 120),
      pl.city[o.place], pl.state[o.place], pl.postal[o.place], pl.country[o.place],
      o.status, o.method,
      s.subtotal, x.shipping, round((s.subtotal - x.discount + x.shipping) - (s.subtotal - x.discount + x.shipping) / 1.22)::int,
      s.subtotal - x.discount + x.shipping,
      CASE WHEN x.discount > 0 THEN 'BENVENUTO10' END, x.discount,
      CASE WHEN x.sent THEN cr.carrier[1 + o.g % ${CARRIERS.length}] END,
      CASE WHEN x.sent THEN 'AWB${tag}' || o.g END,
      CASE WHEN x.sent THEN least(now(), o.created + interval '1 day') END,
      CASE WHEN o.status IN ('delivered', 'returned') THEN least(now(), o.created + interval '3 days') END,
      CASE WHEN o.status = 'returned' THEN s.subtotal - x.discount + x.shipping
           WHEN o.status = 'delivered' AND o.r_pay >= 990 THEN s.first_line ELSE 0 END,
      CASE WHEN o.has_account THEN o.user_locale ELSE pl.locale[o.place] END,
      o.r_misc >= 998, CASE WHEN o.r_misc >= 998 THEN 'amount_mismatch' END,
      '10.' || (o.g % 250) || '.' || (o.g / 250 % 250) || '.' || (1 + o.g % 200),
      -- Unpaid orders hold their stock past the benchmark, so the shop's expiry job leaves them be.
      CASE WHEN o.status = 'pending' THEN now() + interval '2 days' END,
      o.created, least(now(), o.created + interval '3 days')
    FROM bench_o o
    JOIN (SELECT g, sum(price * qty)::int AS subtotal, (array_agg(price * qty ORDER BY j))[1]::int AS first_line FROM bench_l GROUP BY g) s ON s.g = o.g
    CROSS JOIN LATERAL (SELECT
        CASE WHEN o.r_misc % 25 = 0 THEN round(s.subtotal * 0.10)::int ELSE 0 END AS discount,
        CASE WHEN s.subtotal >= 4900 THEN 0 WHEN o.place <= 14 THEN 490 ELSE 990 END AS shipping,
        o.status IN ('shipped', 'delivered', 'returned') AS sent,
        lower(replace(replace(o.other_name, ' ', '.'), '''', '')) || '.' || o.g || '.${tag}@guest.example' AS guest_email) x,
      (SELECT ${sqlArray(PLACES.map((p) => p[1]))} AS city, ${sqlArray(PLACES.map((p) => p[2]))} AS state,
              ${sqlArray(PLACES.map((p) => p[3]))} AS postal, ${sqlArray(PLACES.map((p) => p[0]))} AS country,
              ${sqlArray(PLACES.map((p) => p[4]))} AS locale) pl,
      (SELECT ${sqlArray(STREETS)} AS street) st,
      (SELECT ${sqlArray(CARRIERS)} AS carrier) cr`);

  await q(`
    INSERT INTO "OrderLine" ("id", "orderId", "productId", "title", "unitPriceCents", "quantity", "lineTotalCents", "imageUrl")
    SELECT 'c${tag}l' || l.g || '_' || l.j, 'c${tag}o' || l.g, l.product_id, l.title, l.price, l.qty, l.price * l.qty, l.image
    FROM bench_l l`);

  // Payments: a failed attempt before 4% of the paid orders; the last attempt says how it went.
  await q(`
    INSERT INTO "Payment" ("id", "orderId", "provider", "method", "status", "amountCents", "providerRef", "idempotencyKey",
      "failureReason", "createdAt", "updatedAt")
    SELECT 'c${tag}p' || b.g || '_' || a.n, o.id,
      CASE o."paymentMethod" WHEN 'card' THEN 'stripe' WHEN 'paypal' THEN 'paypal' ELSE 'fintecture' END,
      o."paymentMethod", a.status::"PaymentStatus", o."totalCents",
      'bench_${tag}_' || b.g || '_' || a.n, 'bench-${tag}-' || b.g || '-' || a.n,
      CASE WHEN a.status = 'failed' THEN 'card_declined' END,
      o."createdAt" + a.n * interval '1 minute', o."createdAt" + a.n * interval '2 minutes'
    FROM bench_o b
    JOIN "Order" o ON o.id = b.id
    CROSS JOIN LATERAL (
      SELECT 1 AS n, CASE
          WHEN b.r_pay < 40 AND o.status IN ('processing', 'shipped', 'delivered', 'returned') THEN 'failed'
          WHEN o.status = 'pending' THEN (CASE WHEN b.r_pay < 600 THEN 'pending' WHEN b.r_pay < 900 THEN 'awaiting_customer' ELSE 'failed' END)
          WHEN o.status = 'cancelled' THEN (CASE WHEN b.r_pay < 500 THEN 'expired' WHEN b.r_pay < 800 THEN 'cancelled' ELSE 'failed' END)
          WHEN o.status = 'returned' THEN 'refunded'
          ELSE 'paid' END AS status
      UNION ALL
      SELECT 2, CASE WHEN o.status = 'returned' THEN 'refunded' ELSE 'paid' END
      WHERE b.r_pay < 40 AND o.status IN ('processing', 'shipped', 'delivered', 'returned')
    ) a`);

  await q(`
    INSERT INTO "Refund" ("id", "orderId", "paymentId", "provider", "amountCents", "status", "providerRef", "idempotencyKey",
      "detail", "reason", "createdAt", "updatedAt")
    SELECT 'c${tag}r' || b.g, o.id, p.id, p.provider, o."refundedCents", 'succeeded', 'bench_refund_${tag}_' || b.g,
      'bench-refund-${tag}-' || b.g, '{"amount": true}'::jsonb,
      CASE WHEN o.status = 'returned' THEN 'Reso' ELSE 'Articolo danneggiato' END,
      least(now(), o."deliveredAt" + interval '5 days'), least(now(), o."deliveredAt" + interval '5 days')
    FROM bench_o b
    JOIN "Order" o ON o.id = b.id
    JOIN "Payment" p ON p."orderId" = o.id AND p.status IN ('paid', 'refunded')
    WHERE o."refundedCents" > 0`);

  // The history the trigger would have written: placed pending, then the present status.
  await q(`
    INSERT INTO "OrderStatusChange" ("id", "orderId", "from", "to", "source", "createdAt")
    SELECT 'c${tag}h' || b.g || '_1', b.id, NULL::"OrderStatus", 'pending'::"OrderStatus", 'shopper', b.created FROM bench_o b
    UNION ALL
    SELECT 'c${tag}h' || b.g || '_2', b.id, 'pending'::"OrderStatus", b.status,
      CASE WHEN b.status = 'processing' THEN 'provider' WHEN b.status = 'cancelled' THEN 'system' ELSE 'staff' END,
      least(now(), b.created + interval '3 days')
    FROM bench_o b WHERE b.status <> 'pending'`);
  await q(`DROP TABLE IF EXISTS bench_o, bench_l`);
}
