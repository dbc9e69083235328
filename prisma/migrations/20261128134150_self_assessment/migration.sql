-- CreateTable
CREATE TABLE "SelfAssessmentMark" (
    "selfAssessmentMarkID" SERIAL NOT NULL,
    "criterionId" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "justification" TEXT NOT NULL,
    "markedById" INTEGER,
    "markedByName" TEXT NOT NULL,
    "markedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SelfAssessmentMark_pkey" PRIMARY KEY ("selfAssessmentMarkID")
);

-- CreateIndex
CREATE INDEX "SelfAssessmentMark_criterionId_markedAt_idx" ON "SelfAssessmentMark"("criterionId", "markedAt");

