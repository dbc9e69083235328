-- The issue counter becomes derived: issueCount is the base staff set, plus the issues issued since issueCountSince.
-- Existing rows get the time of this migration, so their counters keep their current values.
-- AlterTable
ALTER TABLE "Certificate" ADD COLUMN     "issueCountSince" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

