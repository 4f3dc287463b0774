-- Prior price (Omnibus: Directive 98/6/EC art. 6a, Codice del Consumo art. 17-bis; issue 14).
-- Every change of a product's prices is recorded with its time, by triggers on Product, so every
-- write path (back office, JSON API, import, seed, SQL by hand) is caught. While a reduction
-- runs, the product row keeps its reference price (the lowest price of the 30 days before the
-- reduction began) and the reduction's start, so storefront reads take one more column and never
-- query the history. The rule is docs/decisions/014-prior-price.md.

-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "priorPriceCents" INTEGER,
ADD COLUMN     "reductionStartedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "ProductPriceChange" (
    "id" BIGSERIAL NOT NULL,
    "productId" TEXT NOT NULL,
    "originalPriceCents" INTEGER NOT NULL,
    "discountedPriceCents" INTEGER,
    "priceCents" INTEGER NOT NULL,
    "changedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ProductPriceChange_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ProductPriceChange_productId_changedAt_idx" ON "ProductPriceChange"("productId", "changedAt");

-- AddForeignKey
ALTER TABLE "ProductPriceChange" ADD CONSTRAINT "ProductPriceChange_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The price a shopper pays (rules.ts effectivePriceCents).
CREATE FUNCTION sattva_effective_price(original INTEGER, discounted INTEGER) RETURNS INTEGER
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN discounted IS NOT NULL AND discounted < original THEN discounted ELSE original END
$$;

-- The time a price change is recorded at (UTC, as Prisma stores DateTime): now, or the time a
-- writer names with set_config('sattva.price_time', '<ISO time>', true) (the seed writes a
-- history in the past this way, tests drive a clock with it).
CREATE FUNCTION sattva_price_clock() RETURNS TIMESTAMP(3)
LANGUAGE sql STABLE AS $$
  SELECT (COALESCE(NULLIF(current_setting('sattva.price_time', true), '')::timestamptz, now()) AT TIME ZONE 'UTC')::timestamp(3)
$$;

-- The lowest price of the product in the 30 days before `at`: the price in effect 30 days before
-- and every price set since, up to (not including) `at`. NULL when the product had no price then
-- (no history: nothing to announce a reduction against).
CREATE FUNCTION sattva_lowest_price(product TEXT, at TIMESTAMP(3)) RETURNS INTEGER
LANGUAGE sql STABLE AS $$
  SELECT min(w.p) FROM (
    (SELECT c."priceCents" AS p FROM "ProductPriceChange" c
      WHERE c."productId" = product AND c."changedAt" <= at - interval '30 days'
      ORDER BY c."changedAt" DESC, c."id" DESC LIMIT 1)
    UNION ALL
    SELECT c."priceCents" FROM "ProductPriceChange" c
      WHERE c."productId" = product AND c."changedAt" > at - interval '30 days' AND c."changedAt" < at
  ) w
$$;

-- Keeps the reference price and the reduction's start on the row and records an update's new
-- prices. A reduction is running while the product is shown reduced (a discounted price below
-- the original) at a price below its reference. It begins when a price change makes the product
-- shown reduced at a price below the lowest of the 30 days before; further cuts and partial rises
-- keep its reference and start (progressive reductions); it ends when the discount goes or the
-- price is back to or above the reference. Loading a backup (sattva.price_history = 'off')
-- copies rows and history as they were.
CREATE FUNCTION sattva_product_prices() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  at TIMESTAMP(3);
  price INTEGER;
  shown_reduced BOOLEAN;
  lowest INTEGER;
BEGIN
  IF current_setting('sattva.price_history', true) = 'off' THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'INSERT' THEN
    -- A new product has no past prices (its first one is recorded after the insert).
    NEW."priorPriceCents" := NULL;
    NEW."reductionStartedAt" := NULL;
    RETURN NEW;
  END IF;
  IF (NEW."originalPriceCents", NEW."discountedPriceCents") IS NOT DISTINCT FROM (OLD."originalPriceCents", OLD."discountedPriceCents") THEN
    -- Prices unchanged: the reference stays what the history made it.
    NEW."priorPriceCents" := OLD."priorPriceCents";
    NEW."reductionStartedAt" := OLD."reductionStartedAt";
    RETURN NEW;
  END IF;
  at := sattva_price_clock();
  price := sattva_effective_price(NEW."originalPriceCents", NEW."discountedPriceCents");
  shown_reduced := NEW."discountedPriceCents" IS NOT NULL AND NEW."discountedPriceCents" < NEW."originalPriceCents";
  IF shown_reduced AND OLD."priorPriceCents" IS NOT NULL AND price < OLD."priorPriceCents" THEN
    NEW."priorPriceCents" := OLD."priorPriceCents";
    NEW."reductionStartedAt" := OLD."reductionStartedAt";
  ELSE
    lowest := CASE WHEN shown_reduced THEN sattva_lowest_price(NEW."id", at) END;
    IF lowest IS NOT NULL AND price < lowest THEN
      NEW."priorPriceCents" := lowest;
      NEW."reductionStartedAt" := at;
    ELSE
      NEW."priorPriceCents" := NULL;
      NEW."reductionStartedAt" := NULL;
    END IF;
  END IF;
  INSERT INTO "ProductPriceChange" ("productId", "originalPriceCents", "discountedPriceCents", "priceCents", "changedAt")
  VALUES (NEW."id", NEW."originalPriceCents", NEW."discountedPriceCents", price, at);
  RETURN NEW;
END
$$;

-- Listing the stored columns too: a write cannot set the reference by hand.
CREATE TRIGGER "Product_prices"
BEFORE INSERT OR UPDATE OF "originalPriceCents", "discountedPriceCents", "priorPriceCents", "reductionStartedAt" ON "Product"
FOR EACH ROW EXECUTE FUNCTION sattva_product_prices();

-- A new product's first prices, in effect since its creation; one INSERT per statement, so a bulk
-- load (import, seed, the benchmarks' million products) writes its history set-based.
CREATE FUNCTION sattva_product_first_prices() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('sattva.price_history', true) = 'off' THEN
    RETURN NULL;
  END IF;
  INSERT INTO "ProductPriceChange" ("productId", "originalPriceCents", "discountedPriceCents", "priceCents", "changedAt")
  SELECT n."id", n."originalPriceCents", n."discountedPriceCents",
         sattva_effective_price(n."originalPriceCents", n."discountedPriceCents"), n."createdAt"
  FROM new_rows n;
  RETURN NULL;
END
$$;

CREATE TRIGGER "Product_first_prices" AFTER INSERT ON "Product"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sattva_product_first_prices();

-- The history of an existing shop starts with today's prices: nothing is known of earlier ones,
-- so no product is shown reduced until a reduction begins (no badge rather than a false one).
INSERT INTO "ProductPriceChange" ("productId", "originalPriceCents", "discountedPriceCents", "priceCents", "changedAt")
SELECT "id", "originalPriceCents", "discountedPriceCents",
       sattva_effective_price("originalPriceCents", "discountedPriceCents"), sattva_price_clock()
FROM "Product";
