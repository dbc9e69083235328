-- Issue 27.14: the rankings used to place this entity among 13 real Colombian entities with invented scores. Those
-- seeded peers (demo) and their ranking rows go; the rankings keep received scores only (this entity's own row until
-- peers' scores arrive). A demonstration shows fictitious example entities instead, never stored, only while the
-- setting demoRankingPeers is on.
DELETE FROM "SiteRanking" WHERE NOT "current" AND "siteName" IN (SELECT "name" FROM "PeerSite" WHERE "demo");
DELETE FROM "PeerSite" WHERE "demo";

-- The rows left are numbered again 1, 2, … in their order (negative first: the unique index holds at every row).
UPDATE "SiteRanking" r SET "rank" = -n.rn
FROM (SELECT "id", ROW_NUMBER() OVER (PARTITION BY "periodType", "year", "month", "week", "siteTypeId" ORDER BY "rank") AS rn FROM "SiteRanking") n
WHERE r."id" = n."id";
UPDATE "SiteRanking" SET "rank" = -"rank" WHERE "rank" < 0;
