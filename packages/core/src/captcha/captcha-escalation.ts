import { CAPTCHA_ESCALATION as E } from "@portal/schemas/captcha/captcha-rules";
import type { Redis } from "ioredis";
import { clientAddressKey } from "../common/client-address.ts";

/**
 * The limits, not the puzzle, bound a script: a question or an image can be read by a program, but every captcha
 * costs a proof of work, and an address whose captchas keep failing pays more for its next ones. Failures count per
 * address (an IPv6 client by its /64, as the rate limits do) in a window that starts with the first one.
 */
export const captchaFailuresKey = (address: string | undefined) => `captcha:fail:${clientAddressKey(address)}`;

/** The proof-of-work cost for an address with `failures` recent failures: doubled every few, up to a cap. */
export function escalatedPowCost(baseCost: number, failures: number): number {
  const doublings = Math.min(Math.floor(Math.max(0, failures) / E.failuresPerDoubling), E.maxDoublings);
  return baseCost * 2 ** doublings;
}

/** Counts one failure; the window starts with the first one and is not extended by later ones (nor reset by a success). */
const RECORD_SCRIPT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return n`;

export async function recordCaptchaFailure(redis: Redis, failuresKey: string): Promise<void> {
  await redis.eval(RECORD_SCRIPT, 1, failuresKey, String(E.windowSeconds));
}
