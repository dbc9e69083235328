import { pageCount } from "@portal/schemas/common/page-count";
import { ZPageQuery } from "@portal/schemas/common/pagination";
import { describe, expect, it } from "vitest";
import { pageWindow, paginate } from "./paginate.ts";

describe("paginate", () => {
  it("reads the window of the asked page and answers items, total, page and size", async () => {
    const rows = Array.from({ length: 45 }, (_, i) => i + 1);
    const q = ZPageQuery(20).parse({ page: "3" });
    const page = await paginate(
      q,
      async (w) => rows.slice(w.skip, w.skip + w.take),
      async () => rows.length,
      (n) => `#${n}`,
    );
    expect(page).toEqual({ items: ["#41", "#42", "#43", "#44", "#45"], total: 45, page: 3, pageSize: 20 });
    expect(pageCount(page)).toBe(3);
  });

  it("refuses a page size over the bound and a page below 1", () => {
    expect(ZPageQuery(20, 50).safeParse({ pageSize: 51 }).success).toBe(false);
    expect(ZPageQuery(20).safeParse({ page: 0 }).success).toBe(false);
    expect(pageWindow({ page: 1, pageSize: 10 })).toEqual({ skip: 0, take: 10 });
    expect(pageCount({ total: 0, pageSize: 10 })).toBe(1);
  });
});
