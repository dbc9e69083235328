import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApiHarness, type ApiHarness } from "../../../testing/api-harness.ts";

let h: ApiHarness;
beforeAll(async () => {
  h = await startApiHarness();
});
afterAll(async () => {
  await h?.stop();
});

describe("a settings change with several API instances", () => {
  it("reaches the other instance within a second, not after its 5 s cache", async () => {
    const other = await h.startAnotherInstance();
    const before = await other.deps.settings.get("captchaThreshold");
    // The other instance has just read (and cached) the settings; this one changes one.
    const changed = before === 42 ? 43 : 42;
    await h.deps.settings.set("captchaThreshold", changed);
    const started = Date.now();
    await expect.poll(() => other.deps.settings.get("captchaThreshold"), { timeout: 1000, interval: 25 }).toBe(changed);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
