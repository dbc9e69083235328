-- AlterTable
ALTER TABLE "StoredFile" ADD COLUMN     "variantWidths" INTEGER[] DEFAULT ARRAY[]::INTEGER[],
ADD COLUMN     "variantsAt" TIMESTAMP(3);

