-- E-mail bodies are written on every PQRDS filing (the citizen's acknowledgement and each staff notice, a few KB each)
-- and go over PostgreSQL's inline limit, so they are compressed as they are stored. The default method (pglz) took
-- about a tenth of a PostgreSQL server's CPU in a filing; lz4 compresses several times faster. Only where the server
-- was built with lz4 (Debian's and the official images are): the embedded PGlite has pglz alone and keeps it.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_settings WHERE name = 'default_toast_compression' AND 'lz4' = ANY (enumvals)) THEN
    ALTER TABLE "EmailMessage" ALTER COLUMN "text" SET COMPRESSION lz4, ALTER COLUMN "html" SET COMPRESSION lz4;
  END IF;
END $$;
