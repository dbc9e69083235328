-- CreateTable
CREATE TABLE "LinkCheck" (
    "url" TEXT NOT NULL,
    "sources" TEXT[],
    "statusCode" INTEGER,
    "error" TEXT,
    "broken" BOOLEAN NOT NULL,
    "checkedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "LinkCheck_pkey" PRIMARY KEY ("url")
);

-- CreateTable
CREATE TABLE "LinkCheckRun" (
    "linkCheckRunID" SERIAL NOT NULL,
    "finishedAt" TIMESTAMP(3) NOT NULL,
    "checked" INTEGER NOT NULL,
    "broken" INTEGER NOT NULL,

    CONSTRAINT "LinkCheckRun_pkey" PRIMARY KEY ("linkCheckRunID")
);

-- CreateIndex
CREATE INDEX "LinkCheck_broken_idx" ON "LinkCheck"("broken");

-- CreateIndex
CREATE INDEX "LinkCheckRun_finishedAt_idx" ON "LinkCheckRun"("finishedAt");

