import { z } from "zod";
import { COMMON_MESSAGES } from "./common-messages.ts";

/** A number (or its text) within [min, max]; empty → null; anything else → `message`. */
export const zOptionalNumberIn = (message: string, min: number, max: number) =>
  z
    .union([z.number(), z.string().trim()], { error: message })
    .nullish()
    .transform((v, ctx) => {
      if (v === null || v === undefined || v === "") return null;
      const n = Number(v);
      if (!Number.isFinite(n) || n < min || n > max) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return n;
    });

/** Decimal degrees, as the map blocks and the PQRDS' place of the facts (Open311 `lat`/`long`) take them. */
export const zOptionalLatitude = zOptionalNumberIn(COMMON_MESSAGES.latitudeRange, -90, 90);
export const zOptionalLongitude = zOptionalNumberIn(COMMON_MESSAGES.longitudeRange, -180, 180);
