/**
 * Node flags of the portal's processes (plain JavaScript: the supervisor reads them before any build).
 *
 * The API process: `npm start`'s supervisor starts it with them, and the benchmarks start the process
 * they measure (the API beside the bare Express endpoint) with them too.
 *
 * A young generation of 64 MB instead of Node's 16: a request's objects live until its database and Redis answers
 * come back, so with 50 requests in flight each scavenge copied many still-live ones. Garbage collection took 10–11% of
 * the API's time under 50 concurrent PQRDS submissions, 6.4% with this (8.6% with 32 MB). It costs at most ~100 MB
 * more memory, reached only under such load.
 * @type {readonly string[]}
 */
export const API_NODE_ARGS = ["--max-semi-space-size=64"];

/**
 * The worker process: `npm start`'s supervisor starts it with them, the compose file's workers run with
 * them, and `npm run bench:mail` measures the worker with them.
 *
 * Its V8 heap capped at 512 MB (issue 30: "the worker's memory bounded by its concurrency, not by the backlog"). What a
 * worker holds is bounded by its concurrency: draining a backlog of ~5,000 mail jobs, its heap in use peaked at 130 MB
 * under a 160 MB cap, at the same sending rate as without one (`npm run bench:mail -- --seconds 150 --backlog
 * --worker-heap-mb 160`); a 20,000-row spreadsheet import runs under this cap too (`NODE_OPTIONS=--max-old-space-size=512
 * BENCH_ROWS=20000 npm run bench:bulkload`, the database in the same process). Without a cap Node sizes the heap
 * from the host's memory and collects lazily: the same drain peaked at 418 MB in use and 687 MB resident, and a
 * 10-minute soak's worker reached 1.1 GB.
 * @type {readonly string[]}
 */
export const WORKER_NODE_ARGS = ["--max-old-space-size=512"];
