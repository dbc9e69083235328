import { randomInt } from "node:crypto";
import type { Redis } from "ioredis";
import { CAPTCHA_DRAW_TTL_SECONDS, type TCaptchaForm } from "@portal/schemas/captcha/captcha.schema";

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
 * The 0–99 draw of a "random" form, held for CAPTCHA_DRAW_TTL_SECONDS per address and per user: asking again gives
 * the same draw, so a script cannot re-roll until no captcha is required. A client known under several keys gets
 * the highest draw among them (the one most likely to require a captcha), and the first draw stored wins a race.
 */
export async function drawFor(redis: Redis, form: TCaptchaForm, client: CaptchaClient): Promise<number> {
  const keys = captchaDrawKeys(form, client);
  const fresh = randomInt(0, 100);
  const stored = (await redis.mget(...keys)).filter((v): v is string => v !== null).map(Number);
  const draw = stored.length ? Math.max(...stored) : fresh;
  const tx = redis.multi();
  for (const key of keys) tx.set(key, String(draw), "EX", CAPTCHA_DRAW_TTL_SECONDS, "NX");
  tx.mget(...keys);
  const results = await tx.exec();
  const after = (results?.at(-1)?.[1] as (string | null)[] | undefined) ?? [];
  return Math.max(draw, ...after.filter((v): v is string => v !== null).map(Number));
}
