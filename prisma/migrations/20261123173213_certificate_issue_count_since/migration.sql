-- The issue counter becomes derived: issueCount is the base staff set, plus the issues issued since issueCountSince.
-- Existing rows get the time of this migration, so their counters keep their current values.
-- AlterTable
ALTER TABLE "Certificate" ADD COLUMN     "issueCountSince" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;


-- Timestamps here are UTC written by the application; the column default follows the session's time zone, so the
-- existing rows get the migration's time in UTC explicitly (counting issues from then on, none twice).
UPDATE "Certificate" SET "issueCountSince" = (now() AT TIME ZONE 'UTC');
