/** Node flags of the API process (node-args.mjs, read by the plain-JavaScript supervisor and the benchmarks). */
export declare const API_NODE_ARGS: readonly string[];
