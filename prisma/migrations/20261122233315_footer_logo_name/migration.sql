-- AlterTable
ALTER TABLE "FooterLogo" ADD COLUMN     "name" TEXT NOT NULL DEFAULT '';

