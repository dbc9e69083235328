/** Node flags of the API process (node-args.mjs, read by the plain-JavaScript supervisor and the benchmarks). */
export declare const API_NODE_ARGS: readonly string[];
/** Node flags of the worker process (its heap cap). */
export declare const WORKER_NODE_ARGS: readonly string[];
