import { RATE_LIMITS } from "@portal/schemas/rate-limits/rate-limits";
import { describe, expect, it } from "vitest";
import { type ApiHarness, useApiHarness } from "../../../testing/api-harness.ts";
import { contentAdmin, createContent, createSection, FORMS } from "../contents/contents-testing.ts";

// The real per-address limits (multiplier 1), in a harness of their own.
let h: ApiHarness;
useApiHarness(
  (started) => {
    h = started;
  },
  { RATE_LIMIT_MULTIPLIER: "1" },
);

describe("comments are limited per address (class comment)", () => {
  it("past the limit a comment gets 429 with Retry-After and is not stored", async () => {
    const admin = await contentAdmin(h);
    const c = await createContent(h, admin, FORMS.article, (await createSection(h, admin)).tagID);
    const { token } = await h.registerCitizen();
    const limit = RATE_LIMITS.comment.points;
    for (let i = 0; i < limit; i++) {
      const ok = await h.call("POST", "/api/v1/comments", { contentID: c.contentID, value: `Comentario número ${i} sobre la vía` }, token);
      expect(ok.status).toBe(201);
    }
    const refused = await h.call("POST", "/api/v1/comments", { contentID: c.contentID, value: "Uno más de los permitidos" }, token);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await h.db.comment.count({ where: { contentID: c.contentID } })).toBe(limit);
  });
});
