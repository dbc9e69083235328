import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { requestUrl } from "../testing/fetch-input";
import { TrpcGetError, trpcGet, trpcGetUrl } from "./trpc-get";

describe("trpcGet (the first load's plain tRPC query)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the settings at the URL index.html preloads", () => {
    const html = readFileSync(join(import.meta.dirname, "..", "..", "index.html"), "utf8");
    const preload = /<link rel="preload" href="([^"]+)" as="fetch"/.exec(html)?.[1]?.replaceAll("&amp;", "&");
    expect(preload).toBe(trpcGetUrl("settings.public"));
  });

  it("answers the procedure's data, and throws with the HTTP status on an error answer", async () => {
    const urls: string[] = [];
    vi.stubGlobal("fetch", async (input: RequestInfo | URL) => {
      urls.push(requestUrl(input));
      if (requestUrl(input).includes("auth.me")) return new Response(JSON.stringify([{ error: { message: "No autorizado" } }]), { status: 401 });
      return new Response(JSON.stringify([{ result: { data: { blocks: [] } } }]), { headers: { "content-type": "application/json" } });
    });
    await expect(trpcGet("blocks.home")).resolves.toEqual({ blocks: [] });
    const error = await trpcGet("auth.me").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TrpcGetError);
    expect((error as TrpcGetError).data.httpStatus).toBe(401);
    expect(urls[0]).toBe("/trpc/blocks.home?batch=1&input=%7B%7D");
  });
});
