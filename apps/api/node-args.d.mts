/** Node flags of the API process (node-args.mjs, read by the plain-JavaScript supervisor too). */
export declare const API_NODE_ARGS: readonly string[];
