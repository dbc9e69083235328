-- CreateTable
CREATE TABLE "PeerSite" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "siteTypeId" INTEGER NOT NULL DEFAULT 1,
    "demo" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "PeerSite_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PeerSiteScore" (
    "id" SERIAL NOT NULL,
    "peerSiteId" INTEGER NOT NULL,
    "periodType" INTEGER NOT NULL,
    "year" INTEGER NOT NULL,
    "month" INTEGER NOT NULL DEFAULT 0,
    "week" INTEGER NOT NULL DEFAULT 0,
    "score" DOUBLE PRECISION NOT NULL,

    CONSTRAINT "PeerSiteScore_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "PeerSite_name_key" ON "PeerSite"("name");

-- CreateIndex
CREATE INDEX "PeerSiteScore_periodType_year_month_week_idx" ON "PeerSiteScore"("periodType", "year", "month", "week");

-- CreateIndex
CREATE UNIQUE INDEX "PeerSiteScore_peerSiteId_periodType_year_month_week_key" ON "PeerSiteScore"("peerSiteId", "periodType", "year", "month", "week");

-- AddForeignKey
ALTER TABLE "PeerSiteScore" ADD CONSTRAINT "PeerSiteScore_peerSiteId_fkey" FOREIGN KEY ("peerSiteId") REFERENCES "PeerSite"("id") ON DELETE CASCADE ON UPDATE CASCADE;

