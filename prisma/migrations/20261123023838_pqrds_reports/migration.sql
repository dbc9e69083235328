-- CreateEnum
CREATE TYPE "PqrdsReportStatus" AS ENUM ('PENDING', 'RUNNING', 'DONE', 'FAILED');

-- CreateTable
CREATE TABLE "PqrdsReport" (
    "id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "periodFrom" DATE NOT NULL,
    "periodTo" DATE NOT NULL,
    "status" "PqrdsReportStatus" NOT NULL DEFAULT 'PENDING',
    "progress" INTEGER NOT NULL DEFAULT 0,
    "figures" JSONB,
    "error" TEXT,
    "pdfFileID" TEXT,
    "xlsxFileID" TEXT,
    "publishedAt" TIMESTAMP(3),
    "scheduleKey" TEXT,
    "createdById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "startedAt" TIMESTAMP(3),
    "finishedAt" TIMESTAMP(3),

    CONSTRAINT "PqrdsReport_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "PqrdsReport_scheduleKey_key" ON "PqrdsReport"("scheduleKey");

-- CreateIndex
CREATE INDEX "PqrdsReport_kind_createdAt_idx" ON "PqrdsReport"("kind", "createdAt");

-- CreateIndex
CREATE INDEX "PqrdsReport_publishedAt_idx" ON "PqrdsReport"("publishedAt");

-- AddForeignKey
ALTER TABLE "PqrdsReport" ADD CONSTRAINT "PqrdsReport_pdfFileID_fkey" FOREIGN KEY ("pdfFileID") REFERENCES "StoredFile"("fileID") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PqrdsReport" ADD CONSTRAINT "PqrdsReport_xlsxFileID_fkey" FOREIGN KEY ("xlsxFileID") REFERENCES "StoredFile"("fileID") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PqrdsReport" ADD CONSTRAINT "PqrdsReport_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

