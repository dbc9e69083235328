-- CreateTable
CREATE TABLE "AccessibilityRun" (
    "accessibilityRunID" SERIAL NOT NULL,
    "finishedAt" TIMESTAMP(3) NOT NULL,
    "pages" TEXT[],
    "violations" JSONB NOT NULL,
    "error" TEXT,

    CONSTRAINT "AccessibilityRun_pkey" PRIMARY KEY ("accessibilityRunID")
);

-- CreateIndex
CREATE INDEX "AccessibilityRun_finishedAt_idx" ON "AccessibilityRun"("finishedAt");

