-- AlterTable
ALTER TABLE "Banner" ADD COLUMN     "isRequired" BOOLEAN NOT NULL DEFAULT false;

