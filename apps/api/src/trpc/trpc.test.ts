import type { TRateLimitClass } from "@portal/schemas/rate-limits/rate-limits";
import { describe, expect, it } from "vitest";
import type { Context } from "./context.ts";
import { createCallerFactory, publicProcedure, router } from "./trpc.ts";

describe("rate-limited procedures", () => {
  it("charge a mutation's listed classes and `write` once per call, without growing the procedure's own list", async () => {
    const charged: TRateLimitClass[][] = [];
    let current: TRateLimitClass[] = [];
    const ctx = {
      ip: "203.0.113.9",
      user: null,
      setHeader: () => {},
      deps: {
        rateLimits: {
          consume: (limitClass: TRateLimitClass) => {
            current.push(limitClass);
            return Promise.resolve();
          },
        },
      },
    } as unknown as Context;
    const limits: TRateLimitClass[] = ["tracking", "captcha"];
    const caller = createCallerFactory(router({ go: publicProcedure.meta({ rateLimit: limits }).mutation(() => "ok") }))(ctx);
    for (let call = 0; call < 3; call++) {
      current = [];
      await caller.go();
      charged.push(current);
    }
    expect(charged).toEqual([0, 1, 2].map(() => ["tracking", "captcha", "write"]));
    expect(limits).toEqual(["tracking", "captcha"]);
  });
});
