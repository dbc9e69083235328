-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "EmailStatus" ADD VALUE 'SENDING';
ALTER TYPE "EmailStatus" ADD VALUE 'SUPPRESSED';
ALTER TYPE "EmailStatus" ADD VALUE 'BATCHED';

-- AlterTable
ALTER TABLE "EmailMessage" ADD COLUMN     "data" JSONB,
ADD COLUMN     "digestId" TEXT,
ADD COLUMN     "leaseUntil" TIMESTAMP(3),
ADD COLUMN     "messageId" TEXT,
ADD COLUMN     "redactedAt" TIMESTAMP(3),
ADD COLUMN     "suppressedReason" TEXT;

-- CreateIndex
CREATE INDEX "EmailMessage_to_kind_createdAt_idx" ON "EmailMessage"("to", "kind", "createdAt");

-- CreateIndex
CREATE INDEX "EmailMessage_digestId_idx" ON "EmailMessage"("digestId");

