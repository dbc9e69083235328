-- CreateEnum
CREATE TYPE "ComplaintFormOutcome" AS ENUM ('answered', 'transferred', 'withdrawn');

-- AlterTable
ALTER TABLE "ComplaintForm" ADD COLUMN     "accessDenied" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "answeredLate" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "assignedAt" TIMESTAMP(3),
ADD COLUMN     "completedAt" TIMESTAMP(3),
ADD COLUMN     "completionDeadline" DATE,
ADD COLUMN     "completionRequest" TEXT,
ADD COLUMN     "completionRequestedAt" TIMESTAMP(3),
ADD COLUMN     "completionText" TEXT,
ADD COLUMN     "denialReason" TEXT,
ADD COLUMN     "dependencyId" INTEGER,
ADD COLUMN     "letterCode" TEXT,
ADD COLUMN     "outcome" "ComplaintFormOutcome",
ADD COLUMN     "responsibleUserId" INTEGER,
ADD COLUMN     "suspendedDaysLeft" INTEGER,
ADD COLUMN     "transferEntityEmail" TEXT,
ADD COLUMN     "transferEntityName" TEXT,
ADD COLUMN     "transferLate" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "transferReason" TEXT,
ADD COLUMN     "transferredAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "ComplaintFormCall" (
    "id" SERIAL NOT NULL,
    "complaintFormID" INTEGER NOT NULL,
    "calledAt" TIMESTAMP(3) NOT NULL,
    "userId" INTEGER,
    "official" TEXT NOT NULL,
    "summary" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ComplaintFormCall_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Dependency" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "headUserId" INTEGER,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Dependency_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "DependencyMember" (
    "dependencyId" INTEGER NOT NULL,
    "userId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "DependencyMember_pkey" PRIMARY KEY ("dependencyId","userId")
);

-- CreateIndex
CREATE INDEX "ComplaintFormCall_complaintFormID_idx" ON "ComplaintFormCall"("complaintFormID");

-- CreateIndex
CREATE UNIQUE INDEX "Dependency_name_key" ON "Dependency"("name");

-- CreateIndex
CREATE INDEX "DependencyMember_userId_idx" ON "DependencyMember"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "ComplaintForm_letterCode_key" ON "ComplaintForm"("letterCode");

-- CreateIndex
CREATE INDEX "ComplaintForm_dependencyId_status_idx" ON "ComplaintForm"("dependencyId", "status");

-- CreateIndex
CREATE INDEX "ComplaintForm_responsibleUserId_status_idx" ON "ComplaintForm"("responsibleUserId", "status");

-- CreateIndex
CREATE INDEX "ComplaintForm_status_completionDeadline_idx" ON "ComplaintForm"("status", "completionDeadline");

-- AddForeignKey
ALTER TABLE "ComplaintForm" ADD CONSTRAINT "ComplaintForm_dependencyId_fkey" FOREIGN KEY ("dependencyId") REFERENCES "Dependency"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ComplaintForm" ADD CONSTRAINT "ComplaintForm_responsibleUserId_fkey" FOREIGN KEY ("responsibleUserId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ComplaintFormCall" ADD CONSTRAINT "ComplaintFormCall_complaintFormID_fkey" FOREIGN KEY ("complaintFormID") REFERENCES "ComplaintForm"("complaintFormID") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ComplaintFormCall" ADD CONSTRAINT "ComplaintFormCall_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Dependency" ADD CONSTRAINT "Dependency_headUserId_fkey" FOREIGN KEY ("headUserId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DependencyMember" ADD CONSTRAINT "DependencyMember_dependencyId_fkey" FOREIGN KEY ("dependencyId") REFERENCES "Dependency"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DependencyMember" ADD CONSTRAINT "DependencyMember_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

