/**
 * Node flags of the API process: `npm start`'s supervisor starts it with them, and the benchmarks start the process
 * they measure (the API beside the bare Express endpoint) with them too.
 *
 * A young generation of 64 MB instead of Node's 16: a request's objects live until its database and Redis answers
 * come back, so with 50 requests in flight each scavenge copied many still-live ones. Garbage collection took 10–11% of
 * the API's time under 50 concurrent PQRDS submissions, 6.4% with this (8.6% with 32 MB). It costs at most ~100 MB
 * more memory, reached only under such load.
 * @type {readonly string[]}
 */
export const API_NODE_ARGS = ["--max-semi-space-size=64"];
