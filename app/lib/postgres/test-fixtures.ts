/** Scratch databases and shop data for the backup, restore and import tests (tests only). */
import { randomBytes } from "node:crypto";
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type RawSql } from "~/lib/db.server";
import { migrate } from "~/lib/migrate.server";
import { withDatabase } from "../../../tests/support/db-server";

export const MIGRATIONS_DIR = path.resolve("prisma/migrations");

/** The run's test server (the embedded PostgreSQL, or TEST_DATABASE_URL's): tests/support/db-server.ts. */
const server = () => inject("testDatabaseServer").adminUrl;

export function databaseUrl(name: string): string {
  return withDatabase(server(), name);
}

export async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("SET TimeZone = 'UTC'");
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Scratch databases `sattva_t_<random>` on the test server; `dropAll` removes them again. */
export function scratchDatabases() {
  const created: string[] = [];
  return {
    async create(): Promise<string> {
      const name = `sattva_t_${randomBytes(6).toString("hex")}`;
      await withClient(server(), (c) => c.query(`CREATE DATABASE "${name}"`));
      created.push(name);
      return databaseUrl(name);
    },
    async dropAll() {
      await withClient(server(), async (c) => {
        for (const name of created.splice(0)) await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      });
    },
  };
}

export async function migrateDatabase(url: string, dir = MIGRATIONS_DIR) {
  const database = await openDatabase({ url });
  try {
    return await migrate(database, dir);
  } finally {
    await database.close();
  }
}

/**
 * A table with every kind of column the shop could use (and two it should avoid: an identity
 * and a generated column), appended to a copy of the real migrations.
 */
export const PROBE_MIGRATION = "29991231000000_type_probe";
const PROBE_SQL = `
CREATE TYPE "ProbeMood" AS ENUM ('calm', 'bright', 'with space');
CREATE TABLE "TypeProbe" (
  "id" INTEGER GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  "parentId" INTEGER REFERENCES "TypeProbe"("id"),
  "label" TEXT,
  "amount" NUMERIC(30,10),
  "ratio" DOUBLE PRECISION,
  "big" BIGINT,
  "flag" BOOLEAN,
  "at" TIMESTAMPTZ,
  "local" TIMESTAMP(3),
  "day" DATE,
  "doc" JSONB,
  "tags" TEXT[],
  "raw" BYTEA,
  "mood" "ProbeMood",
  "moods" "ProbeMood"[],
  "labelLength" INTEGER GENERATED ALWAYS AS (length("label")) STORED
);
CREATE TABLE "AProbeChild" (
  "id" SERIAL PRIMARY KEY,
  "probeId" INTEGER NOT NULL REFERENCES "TypeProbe"("id")
);
`;

export function migrationsWithProbe(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "sattva-migrations-"));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  mkdirSync(path.join(dir, PROBE_MIGRATION));
  writeFileSync(path.join(dir, PROBE_MIGRATION, "migration.sql"), PROBE_SQL);
  return dir;
}

export const PROBE_ROWS_SQL = String.raw`
INSERT INTO "TypeProbe" ("parentId", "label", "amount", "ratio", "big", "flag", "at", "local", "day", "doc", "tags", "raw", "mood", "moods")
VALUES
  (NULL, E'tab\there, newline\nthere, back\\slash, quote '' and "double", ünïcödé 🕉', 12345678901234567890.0123456789,
   0.1, 9223372036854775807, true, '2026-03-29 01:59:59.123456+00', '2026-10-25 02:30:00.123', '0001-01-01',
   '{"nested": {"a": [1, 2.50, null, "x\ny"]}, "empty": {}, "e": 1e-7}', ARRAY['a b', NULL, '"q"', '\', ''],
   '\x00ff0a5c0d', 'with space', ARRAY['calm', 'bright']::"ProbeMood"[]),
  (1, '', -0.0000000001, 'NaN', -9223372036854775808, false, 'infinity', '1999-12-31 23:59:59.999', 'infinity',
   '[]', '{}', '\x', 'calm', '{}'),
  (2, NULL, NULL, '-Infinity', NULL, NULL, '-infinity', NULL, NULL, 'null', NULL, NULL, NULL, NULL),
  (NULL, '\N', 0, 1.7976931348623157e308, 0, NULL, '1970-01-01 00:00:00+00', NULL, '2000-02-29', '"\\N"',
   ARRAY['\N'], '\x5c4e', 'bright', NULL);
INSERT INTO "AProbeChild" ("probeId") VALUES (1), (2), (2);
`;

/**
 * A realistic shop: categories, brands, products (text[], jsonb), users of every role,
 * addresses, orders with lines and payment attempts, payment events, reviews, notifications,
 * audit events; the order number sequence advanced by one per order.
 */
export async function seedShop(c: RawSql, { users = 50, products = 40, orders = 200 } = {}) {
  await c.exec("BEGIN");
  await c.exec(`
    INSERT INTO "Category" (id, name, slug, position) VALUES
      ('cat-incense', 'Incensi', 'incensi', 1), ('cat-candles', 'Candele', 'candele', 2);
    INSERT INTO "Subcategory" (id, "categoryId", name, slug) VALUES
      ('sub-sticks', 'cat-incense', 'Bastoncini', 'bastoncini'), ('sub-cones', 'cat-incense', 'Coni', 'coni');
    INSERT INTO "Brand" (id, name, slug) VALUES ('brand-satya', 'Satya', 'satya'), ('brand-hem', 'HEM', 'hem');
  `);
  await c.query(
    String.raw`INSERT INTO "Product" (id, pid, slug, title, "categoryId", "subcategoryId", "brandId",
       "ratingTenths", "originalPriceCents", "discountedPriceCents", description, stock,
       "searchText", popularity, "createdAt", "updatedAt")
     SELECT 'prod-' || i, 'P' || i, 'incenso-' || i, 'Incenso Nag Champa n. ' || i || ' — è così',
       CASE WHEN i % 2 = 0 THEN 'cat-incense' ELSE 'cat-candles' END,
       CASE WHEN i % 2 = 0 THEN 'sub-sticks' END,
       CASE WHEN i % 3 = 0 THEN 'brand-hem' ELSE 'brand-satya' END,
       i % 51, 500 + i, CASE WHEN i % 5 = 0 THEN 400 + i END,
       ARRAY['Profumo "dolce"', E'riga\tcon tab', 'back\slash', NULL],
       100 + i, 'incenso nag champa ' || i, i * 7,
       timestamp '2026-01-01 10:00:00.123' + i * interval '1 hour', now()
     FROM generate_series(1, $1::int) i`,
    [products],
  );
  await c.query(
    `INSERT INTO "User" (id, fname, lname, email, role, "passwordHash", locale, newsletter, "createdAt",
       "updatedAt", "emailVerifiedAt", "deletedAt")
     SELECT 'user-' || i, 'Nome' || i, 'D''Angelo', 'user' || i || '@example.com',
       (CASE WHEN i = 1 THEN 'admin' WHEN i = 2 THEN 'manager' ELSE 'user' END)::"Role",
       '$argon2id$v=19$m=19456,t=2,p=1$' || md5(i::text), (ARRAY['it', 'en', 'fr', 'de', 'es'])[1 + i % 5],
       i % 3 = 0, timestamp '2026-02-01' + i * interval '1 minute', now(),
       CASE WHEN i % 2 = 0 THEN now() END, CASE WHEN i % 17 = 0 THEN now() END
     FROM generate_series(1, $1::int) i`,
    [users],
  );
  await c.query(
    `INSERT INTO "Address" (id, "userId", "fullName", street, city, "postalCode", country, phone, "isDefault")
     SELECT 'addr-' || i, 'user-' || i, 'Nome' || i || ' D''Angelo', 'Via Roma ' || i, 'Firenze', '50100', 'IT',
       CASE WHEN i % 2 = 0 THEN '+39 055 ' || i END, true
     FROM generate_series(1, $1::int) i`,
    [users],
  );
  await c.query(
    `INSERT INTO "Order" (id, oid, "userId", "guestName", "guestEmail", email, phone, "shipName", "shipStreet",
       "shipCity", "shipPostalCode", "shipCountry", status, "paymentMethod", "subtotalCents", "shippingCents",
       "vatCents", "totalCents", locale, "flaggedForReview", "reservationExpires", "createdAt", "updatedAt",
       "discountCode", "discountCents", "reviewReason", "clientIp")
     SELECT 'order-' || i, 'SAT-' || nextval('order_number_seq'),
       CASE WHEN i % 4 = 0 THEN NULL ELSE 'user-' || (1 + i % $2::int) END,
       CASE WHEN i % 4 = 0 THEN 'Ospite ' || i END, CASE WHEN i % 4 = 0 THEN 'guest' || i || '@example.com' END,
       'buyer' || i || '@example.com', NULL, 'Nome ' || i, 'Via Dante ' || i, 'Milano', '20100',
       (ARRAY['IT', 'FR', 'DE'])[1 + i % 3],
       (ARRAY['pending', 'processing', 'shipped', 'delivered', 'cancelled'])[1 + i % 5]::"OrderStatus",
       (ARRAY['card', 'paypal', 'bank-transfer'])[1 + i % 3], 2000 + i, 490, 400, 2490 + i - (i % 2) * 100,
       'it', i % 50 = 0, CASE WHEN i % 5 = 0 THEN now() + interval '15 minutes' END,
       timestamp '2026-03-01' + i * interval '5 minutes', now(),
       CASE WHEN i % 2 = 1 THEN 'BENVENUTO10' END, (i % 2) * 100,
       CASE WHEN i % 50 = 0 THEN 'large order' END, '192.0.2.' || (i % 250)
     FROM generate_series(1, $1::int) i`,
    [orders, users],
  );
  await c.query(
    `INSERT INTO "OrderLine" (id, "orderId", "productId", title, "unitPriceCents", quantity, "lineTotalCents", "imageUrl")
     SELECT 'line-' || i || '-' || j, 'order-' || i,
       CASE WHEN (i + j) % 29 = 0 THEN NULL ELSE 'prod-' || (1 + (i * j) % $2::int) END,
       'Incenso ' || j, 1000, j, 1000 * j, '/img/' || j || '.jpg'
     FROM generate_series(1, $1::int) i, generate_series(1, 2) j`,
    [orders, products],
  );
  await c.query(
    `INSERT INTO "Payment" (id, "orderId", provider, method, status, "amountCents", "providerRef",
       "idempotencyKey", "failureReason", "updatedAt", "redirectUrl")
     SELECT 'pay-' || i || '-' || k, 'order-' || i, 'stripe', 'card',
       (CASE WHEN k = 1 AND i % 3 = 0 THEN 'failed' WHEN i % 5 = 0 THEN 'pending' ELSE 'paid' END)::"PaymentStatus",
       2490 + i, 'pi_' || md5(i || '-' || k), 'idem-' || i || '-' || k,
       CASE WHEN k = 1 AND i % 3 = 0 THEN 'card_declined' END, now(), 'https://checkout.example/' || i
     FROM generate_series(1, $1::int) i, generate_series(1, 2) k
     WHERE k = 1 OR i % 3 = 0`,
    [orders],
  );
  await c.query(
    `INSERT INTO "PaymentEvent" (id, provider, "eventKey", "paymentId", status, payload)
     SELECT 'evt-' || i, 'stripe', 'evt_' || md5(i::text), 'pay-' || i || '-1', 'paid',
       jsonb_build_object('id', 'evt_' || i, 'amount', 2490 + i, 'object', jsonb_build_object('metadata',
         jsonb_build_object('note', E'a\\tb\\nc "quoted" ü'), 'list', jsonb_build_array(1, 2.5, true, null)))
     FROM generate_series(1, $1::int) i`,
    [orders],
  );
  await c.query(
    `INSERT INTO "Review" (id, "userId", "productId", "authorName", rating, comment, published)
     SELECT 'rev-' || i, CASE WHEN i % 3 = 0 THEN NULL ELSE 'user-' || i END, 'prod-' || (1 + i % $2::int),
       'Autore ' || i, 1 + i % 5, 'Bellissimo, profumo intenso! ' || repeat('ॐ', i % 4), i % 7 <> 0
     FROM generate_series(1, $1::int) i`,
    [Math.min(users, 30), products],
  );
  await c.query(
    `INSERT INTO "Notification" (id, "userId", kind, title, body, link, "readAt")
     SELECT 'note-' || i, 'user-' || i, 'order', 'Ordine spedito', 'Il tuo ordine è partito', '/account/orders',
       CASE WHEN i % 2 = 0 THEN now() END
     FROM generate_series(1, $1::int) i`,
    [users],
  );
  await c.query(
    `INSERT INTO "AuditEvent" (id, "actorId", action, entity, "entityId", data, ip)
     SELECT 'audit-' || i, 'user-1', 'order.status', 'Order', 'order-' || i,
       jsonb_build_object('from', 'pending', 'to', 'shipped', 'at', now()), '203.0.113.' || (i % 250)
     FROM generate_series(1, $1::int) i`,
    [Math.ceil(orders / 4)],
  );
  await c.query(`INSERT INTO "RateLimitHit" (key, count, "windowStart", "expiresAt")
    VALUES ('login:192.0.2.1', 3, now(), now() + interval '1 minute')`);
  await c.exec("COMMIT");
}

/** One checkout as the shop writes it: an order, two lines and a payment attempt, one transaction. */
export async function placeOrder(client: pg.Client, key: string) {
  await client.query("BEGIN");
  await client.query(
    `INSERT INTO "Order" (id, oid, email, "shipName", "shipStreet", "shipPostalCode", "shipCountry",
       "subtotalCents", "totalCents", "updatedAt")
     VALUES ($1, 'SAT-' || nextval('order_number_seq'), 'live@example.com', 'Live', 'Via Live 1', '00100', 'IT',
       2000, 2490, now())`,
    [`live-${key}`],
  );
  await client.query(
    `INSERT INTO "OrderLine" (id, "orderId", "productId", title, "unitPriceCents", quantity, "lineTotalCents")
     VALUES ($1 || '-1', $1, 'prod-1', 'Incenso', 1000, 1, 1000), ($1 || '-2', $1, 'prod-2', 'Candela', 1000, 1, 1000)`,
    [`live-${key}`],
  );
  await client.query(
    `INSERT INTO "Payment" (id, "orderId", provider, method, "amountCents", "idempotencyKey", "updatedAt")
     VALUES ($1, $1, 'stripe', 'card', 2490, $1, now())`,
    [`live-${key}`],
  );
  await client.query("COMMIT");
}

type Query = (sql: string) => Promise<Record<string, unknown>[]>;

/** Every row of every table in the current schema, as sorted JSON text, for exact comparison. */
export async function snapshotTables(query: Query): Promise<Record<string, string[]>> {
  const tables = await query(
    `SELECT relname AS name FROM pg_class WHERE relkind = 'r' AND relnamespace = current_schema()::regnamespace ORDER BY 1`,
  );
  const result: Record<string, string[]> = {};
  for (const { name } of tables as { name: string }[]) {
    const rows = await query(`SELECT to_jsonb(t)::text AS row FROM "${name}" t`);
    result[name] = rows.map((r) => r.row as string).sort();
  }
  return result;
}

export async function snapshotSequences(query: Query): Promise<Record<string, string>> {
  const sequences = await query(
    `SELECT relname AS name FROM pg_class WHERE relkind = 'S' AND relnamespace = current_schema()::regnamespace ORDER BY 1`,
  );
  const result: Record<string, string> = {};
  for (const { name } of sequences as { name: string }[]) {
    const [row] = await query(`SELECT last_value::text || '/' || is_called AS v FROM "${name}"`);
    result[name] = row.v as string;
  }
  return result;
}

/** The migration runner's and seedShop's view of a plain pg client. */
export function rawSql(client: pg.Client): RawSql {
  return {
    query: async (sql, params) => (await client.query(sql, params)).rows,
    exec: async (sql) => {
      await client.query(sql);
    },
  };
}

export const pgQuery =
  (client: pg.Client): Query =>
  async (sql) =>
    (await client.query(sql)).rows;

export async function tableCount(url: string): Promise<number> {
  return withClient(url, async (c) => {
    const { rows } = await c.query(
      `SELECT count(*)::int AS n FROM pg_class WHERE relkind = 'r' AND relnamespace = current_schema()::regnamespace`,
    );
    return rows[0].n as number;
  });
}
