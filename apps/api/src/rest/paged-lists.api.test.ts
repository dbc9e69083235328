import { describe, expect, it } from "vitest";
import { type ApiHarness, useApiHarness } from "../testing/api-harness.ts";

/** Every paged list of the spec and the administrator area, as REST paths. */
const PAGED_LISTS = [
  "users",
  "users/notifications",
  "complaintforms",
  "certificates/payments?status=all",
  "certificates/issued",
  "documents/issued",
  "registry/properties",
  "registry/residents",
  "registry/staff",
];

let h: ApiHarness;
let admin: string;
useApiHarness(async (started) => {
  h = started;
  admin = await h.login();
});

const withQuery = (path: string, query: string) => `/api/v1/${path}${path.includes("?") ? "&" : "?"}${query}`;

describe("paged lists answer one shape", () => {
  it.each(PAGED_LISTS)("GET %s answers { items, total, page, pageSize } for the page asked", async (path) => {
    const res = await h.call("GET", withQuery(path, "page=2&pageSize=1"), undefined, admin);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(["items", "page", "pageSize", "total"]);
    expect(res.body).toMatchObject({ page: 2, pageSize: 1 });
    expect(res.body.items.length).toBeLessThanOrEqual(1);
  });

  it.each(PAGED_LISTS)("GET %s with an empty page falls back to page 1 and refuses a page size over its limit", async (path) => {
    const empty = await h.call("GET", withQuery(path, "page="), undefined, admin);
    expect(empty.status).toBe(200);
    expect(empty.body.page).toBe(1);
    expect((await h.call("GET", withQuery(path, "pageSize=1000"), undefined, admin)).status).toBe(400);
  });
});
