-- AlterTable
ALTER TABLE "ComplaintForm" ADD COLUMN     "filedByClient" TEXT,
ADD COLUMN     "incidentAddress" TEXT,
ADD COLUMN     "incidentLatitude" DOUBLE PRECISION,
ADD COLUMN     "incidentLongitude" DOUBLE PRECISION,
ADD COLUMN     "incidentNeighborhood" TEXT;

