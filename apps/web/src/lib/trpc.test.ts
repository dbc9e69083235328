import { readFileSync } from "node:fs";
import { TRPC_MAX_BATCH_SIZE } from "@portal/schemas/common/api-limits";
import { afterEach, describe, expect, it, vi } from "vitest";
import { requestUrl } from "../testing/fetch-input";
import { createTrpcClient } from "./trpc";

describe("tRPC client batching", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("never sends more calls in one request than the server accepts", async () => {
    const batchSizes: number[] = [];
    vi.stubGlobal("fetch", async (input: RequestInfo | URL) => {
      const url = new URL(requestUrl(input), "http://portal.test");
      const calls = decodeURIComponent(url.pathname.replace(/^\/trpc\//, "")).split(",").length;
      batchSizes.push(calls);
      return new Response(JSON.stringify(Array.from({ length: calls }, () => ({ result: { data: null } }))), {
        headers: { "content-type": "application/json" },
      });
    });
    const client = createTrpcClient() as unknown as { query(path: string): Promise<unknown> };
    await Promise.all(Array.from({ length: 25 }, () => client.query("settings.public")));
    expect(batchSizes.reduce((a, b) => a + b, 0)).toBe(25);
    expect(Math.max(...batchSizes)).toBe(TRPC_MAX_BATCH_SIZE);
  });

  it("asks for the public settings alone at the URL index.html preloads (or the preload would be a wasted request)", async () => {
    const urls: string[] = [];
    vi.stubGlobal("fetch", async (input: RequestInfo | URL) => {
      urls.push(requestUrl(input));
      return new Response(JSON.stringify([{ result: { data: null } }]), { headers: { "content-type": "application/json" } });
    });
    await createTrpcClient().settings.public.query();
    const html = readFileSync(new URL("../../index.html", import.meta.url), "utf8");
    const preloaded = /<link rel="preload" href="([^"]+)" as="fetch"/.exec(html)?.[1]?.replaceAll("&amp;", "&");
    expect(urls).toEqual([preloaded]);
  });
});
