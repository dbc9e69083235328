-- AlterTable
ALTER TABLE "ComplaintForm" ADD COLUMN     "accessKeyHash" TEXT;

-- AlterTable
ALTER TABLE "Resident" ADD COLUMN     "email" TEXT;

-- AlterTable
ALTER TABLE "StaffRecord" ADD COLUMN     "email" TEXT;

-- CreateTable
CREATE TABLE "PersonalDataCode" (
    "id" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "email" TEXT,
    "codeHash" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "ip" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PersonalDataCode_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "PersonalDataCode_subject_createdAt_idx" ON "PersonalDataCode"("subject", "createdAt");

