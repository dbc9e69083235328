/**
 * Calls one tRPC HTTP request may carry. The server refuses a larger batch (400) before running any call, and the
 * web client's httpBatchLink splits its batches at this size: a batch can no longer multiply the cost of one
 * request (1,400 logins in one POST once stalled the portal), and every call still counts against the rate limits.
 */
export const TRPC_MAX_BATCH_SIZE = 10;
