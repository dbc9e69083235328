/**
 * The setting by which the embedded server (embedded-postgres.ts) tells clients that it gives each connection its own
 * prepared-statement names in PGlite's one session (makeQueueProtocolSafe): raw-rows.ts names statements on PGlite
 * only when it reads "per-connection" there. A start parameter of PGlite, not a SET, so a client's `DISCARD ALL` or
 * `RESET ALL` (the tests' reset runs one) keeps it. Its own module: the API reads it without loading the socket server.
 */
export const STATEMENT_NAMESPACES_SETTING = "portal.statement_namespaces";
export const STATEMENT_NAMESPACES_START_PARAMS = ["-c", `${STATEMENT_NAMESPACES_SETTING}=per-connection`];
