-- AlterTable
ALTER TABLE "TransparencyItem" ADD COLUMN     "specialSection" TEXT;

