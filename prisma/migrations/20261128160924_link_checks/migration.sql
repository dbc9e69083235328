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

-- CreateIndex
CREATE INDEX "LinkCheck_broken_idx" ON "LinkCheck"("broken");

