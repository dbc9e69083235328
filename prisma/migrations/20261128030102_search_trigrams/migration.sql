-- Search tolerant of typos: trigram similarity (pg_trgm, a trusted contrib extension of PostgreSQL ≥ 13; the embedded
-- PGlite loads it) over contents' names, served by a GIN index so a search never scans the table.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- CreateIndex
CREATE INDEX "Content_name_trgm_idx" ON "Content" USING GIN ("name" gin_trgm_ops);

-- Singular and plural alike: the search vector also holds each word stemmed as written (GENERATED_COLUMNS in
-- packages/db/scripts/db-diff.ts), so "resolución" and "resoluciones" meet. A generated column's expression cannot be
-- altered in place: it is rebuilt, with its index.
ALTER TABLE "Content" DROP COLUMN "searchVector";
ALTER TABLE "Content" ADD COLUMN "searchVector" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('spanish_unaccent'::regconfig, coalesce("name", '')) || to_tsvector('spanish'::regconfig, coalesce("name", '')), 'A') || setweight(to_tsvector('spanish_unaccent'::regconfig, coalesce("description", '')) || to_tsvector('spanish'::regconfig, coalesce("description", '')), 'B') || setweight(to_tsvector('spanish_unaccent'::regconfig, coalesce("body", '')) || to_tsvector('spanish'::regconfig, coalesce("body", '')), 'C')) STORED;
CREATE INDEX "Content_searchVector_idx" ON "Content" USING GIN ("searchVector");
