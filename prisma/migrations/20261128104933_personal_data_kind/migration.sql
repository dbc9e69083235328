-- AlterTable
ALTER TABLE "ComplaintForm" ADD COLUMN     "personalDataKind" INTEGER;

