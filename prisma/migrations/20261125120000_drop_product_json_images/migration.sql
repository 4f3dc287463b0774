-- Product photos are ProductImage rows since 20261125000000_catalogue_office (which copied the
-- JSON lists into them): the storefront, the API, the cart, checkout and the seed read and write
-- the rows only, so the old JSON columns go.
-- AlterTable
ALTER TABLE "Product" DROP COLUMN "banner",
DROP COLUMN "imgs";
