import { randomInt } from "node:crypto";
import { CAPTCHA_DRAW_TTL_SECONDS, type TCaptchaForm } from "@portal/schemas/captcha/captcha-rules";
import type { Redis } from "ioredis";
import { captchaFailuresKey } from "./captcha-escalation.ts";

/** Who asks for a captcha: the client address, and the user when logged in. */
export interface CaptchaClient {
  address: string | undefined;
  userId?: string | number | null;
}

export const captchaDrawKeys = (form: TCaptchaForm, client: CaptchaClient): string[] => [
  `captcha:draw:${form}:a:${client.address ?? "desconocida"}`,
  ...(client.userId != null ? [`captcha:draw:${form}:u:${client.userId}`] : []),
];

/**
 * Atomically: the highest draw held under any of the client's keys (KEYS 2…; or the fresh one when none is), stored
 * under the keys that lack one (NX, so a held draw keeps its expiry), and, when that draw asks for no answer, the
 * captcha itself (ARGV 4–5), so such an issue costs one round trip to Redis. Returns the draw and the address's
 * recent captcha failures (KEYS[1], captcha-escalation.ts), which set the proof of work's cost.
 */
const DRAW_SCRIPT = `
local draw = -1
for i = 2, #KEYS do
  local held = redis.call('GET', KEYS[i])
  if held then draw = math.max(draw, tonumber(held)) end
end
if draw < 0 then draw = tonumber(ARGV[1]) end
for i = 2, #KEYS do redis.call('SET', KEYS[i], draw, 'EX', ARGV[2], 'NX') end
if draw <= tonumber(ARGV[3]) and ARGV[4] ~= '' then redis.call('SET', ARGV[4], ARGV[5], 'EX', ARGV[6]) end
return {draw, tonumber(redis.call('GET', KEYS[1]) or '0')}`;

/** A captcha to store with the draw when it turns out not to require an answer. */
export interface UnansweredCaptcha {
  key: string;
  value: string;
  ttlSeconds: number;
}

/**
 * The 0–99 draw of a "random" form, held for CAPTCHA_DRAW_TTL_SECONDS per address and per user: asking again gives
 * the same draw, so a script cannot re-roll until no captcha is required. A client known under several keys gets
 * the highest draw among them (the one most likely to require a captcha), which the other keys then hold too.
 * With `store`, a draw at or under `threshold` also stores that captcha in the same round trip (`stored: true`).
 */
export async function drawFor(
  redis: Redis,
  form: TCaptchaForm,
  client: CaptchaClient,
  threshold = 100,
  store?: UnansweredCaptcha,
): Promise<{ draw: number; stored: boolean; failures: number }> {
  const keys = [captchaFailuresKey(client.address), ...captchaDrawKeys(form, client)];
  const fresh = randomInt(0, 100);
  const args = [String(fresh), String(CAPTCHA_DRAW_TTL_SECONDS), String(threshold), store?.key ?? "", store?.value ?? "", String(store?.ttlSeconds ?? 1)];
  const [draw, failures] = (await redis.eval(DRAW_SCRIPT, keys.length, ...keys, ...args)) as [number, number];
  return { draw: Number(draw), stored: store !== undefined && Number(draw) <= threshold, failures: Number(failures) };
}
