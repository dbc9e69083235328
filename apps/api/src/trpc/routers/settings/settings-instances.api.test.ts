import { cachedHomeData, invalidateHomeData } from "@portal/core/blocks/home-cache";
import { businessCalendarCache } from "@portal/core/complaint-forms/business-days";
import { describe, expect, it } from "vitest";
import { type ApiHarness, useApiHarness } from "../../../testing/api-harness.ts";

let h: ApiHarness;
useApiHarness((started) => {
  h = started;
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

describe("shared data cached by every API instance", () => {
  it("a closure day added through one instance is in the other's business calendar within a second, not after its 30 s cache", async () => {
    const other = await h.startAnotherInstance();
    const day = "2031-03-12";
    // The other instance has read (and cached) the calendar: the day is a business day there.
    expect((await businessCalendarCache.get(other.deps.db)).nonBusinessReason(day)).toBeNull();
    const token = await h.login();
    const added = await h.call("POST", "/api/v1/complaintforms/closuredays", { date: day, reason: "Simulacro de evacuación" }, token);
    expect(added.status).toBe(201);
    await expect.poll(async () => (await businessCalendarCache.get(other.deps.db)).nonBusinessReason(day), { timeout: 1000, interval: 25 }).not.toBeNull();
  });

  it("a block change on one instance makes the other read its home again within a second", async () => {
    const other = await h.startAnotherInstance();
    let loads = 0;
    const load = async () => ++loads;
    await cachedHomeData(other.deps.db, "home:prueba", load);
    await cachedHomeData(other.deps.db, "home:prueba", load);
    expect(loads).toBe(1);
    // What a block, banner, menu or content use case calls on the instance that served the change.
    invalidateHomeData(h.deps.db);
    await expect.poll(() => cachedHomeData(other.deps.db, "home:prueba", load), { timeout: 1000, interval: 25 }).toBe(2);
  });
});
