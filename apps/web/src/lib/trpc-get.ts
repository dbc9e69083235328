import { authFetch } from "./auth-fetch";
import type { RouterOutputs } from "./trpc";

type TQueries = {
  [R in keyof RouterOutputs]: { [P in keyof RouterOutputs[R] & string]: `${R & string}.${P}` }[keyof RouterOutputs[R] & string];
}[keyof RouterOutputs];
type TOutput<Q extends string> = Q extends `${infer R extends keyof RouterOutputs}.${infer P}`
  ? P extends keyof RouterOutputs[R]
    ? RouterOutputs[R][P]
    : never
  : never;

/** The URL the tRPC client uses for an input-less query sent alone (index.html preloads the settings' one). */
export const trpcGetUrl = (path: string) => `/trpc/${path}?batch=1&input=${encodeURIComponent("{}")}`;

/** A failed call, shaped like a tRPC client error (`data.httpStatus`) for lib/errors.ts. */
export class TrpcGetError extends Error {
  readonly data: { httpStatus: number };
  constructor(httpStatus: number, message: string) {
    super(message);
    this.name = "TrpcGetError";
    this.data = { httpStatus };
  }
}

/**
 * One input-less tRPC query by plain fetch, with the session headers: what the first load needs (settings, the
 * current user, the home's blocks) without downloading the tRPC and react-query clients.
 */
export async function trpcGet<Q extends TQueries>(path: Q, init?: RequestInit): Promise<TOutput<Q>> {
  const response = await authFetch(trpcGetUrl(path), init);
  const body = (await response.json().catch(() => null)) as [{ result?: { data: TOutput<Q> }; error?: { message?: string } }] | null;
  const result = body?.[0]?.result;
  if (!response.ok || !result) throw new TrpcGetError(response.status, body?.[0]?.error?.message ?? `HTTP ${response.status}`);
  return result.data;
}
