-- Product safety (GPSR, Regulation (EU) 2023/988 art. 19): economic operators (manufacturers and
-- EU responsible persons) linked from brands, per-category warnings, product identifiers and warnings.
-- AlterTable
ALTER TABLE "Category" ADD COLUMN     "needsSafetyWarnings" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "safetyWarnings" JSONB NOT NULL DEFAULT '{}';

-- AlterTable
ALTER TABLE "Subcategory" ADD COLUMN     "needsSafetyWarnings" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "safetyWarnings" JSONB NOT NULL DEFAULT '{}';

-- AlterTable
ALTER TABLE "Brand" ADD COLUMN     "manufacturerId" TEXT,
ADD COLUMN     "responsiblePersonId" TEXT;

-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "batch" TEXT,
ADD COLUMN     "gtin" TEXT,
ADD COLUMN     "modelType" TEXT,
ADD COLUMN     "safetyWarnings" JSONB NOT NULL DEFAULT '{}';

-- CreateTable
CREATE TABLE "SafetyOperator" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "address" TEXT NOT NULL,
    "country" TEXT NOT NULL,
    "email" TEXT,
    "url" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SafetyOperator_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "SafetyOperator_name_key" ON "SafetyOperator"("name");

-- AddForeignKey
ALTER TABLE "Brand" ADD CONSTRAINT "Brand_manufacturerId_fkey" FOREIGN KEY ("manufacturerId") REFERENCES "SafetyOperator"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Brand" ADD CONSTRAINT "Brand_responsiblePersonId_fkey" FOREIGN KEY ("responsiblePersonId") REFERENCES "SafetyOperator"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

