import { describe, expect, it } from "vitest";
import { directRoutes } from "./rest-adapter.ts";
import type { RestRoute } from "./rest-route.ts";
import { restRoutes } from "./rest-table.ts";

const row = (method: RestRoute["method"], path: string, extra: Partial<RestRoute> = {}): RestRoute => ({
  method,
  path,
  call: (t) => t.complaintForms.track,
  ...extra,
});

describe("rows reached by a lookup instead of the router's walk", () => {
  it("include the hot public calls of the real table: filing and tracking", () => {
    const direct = directRoutes(restRoutes);
    expect(direct.get("POST /complaintforms")?.path).toBe("complaintforms");
    expect(direct.get("POST /complaintforms/tracking")?.path).toBe("complaintforms/tracking");
    expect(direct.get("GET /captcha")?.path).toBe("captcha");
  });

  it("leave out rows with parameters and rows an earlier row of the same method would answer first", () => {
    const routes = [
      row("get", "items/:id"),
      row("post", "items/new"),
      row("get", "items/new"),
      row("get", "items"),
      row("get", "things/:a", { when: () => false }),
      row("get", "things/b"),
    ];
    const direct = directRoutes(routes);
    expect([...direct.keys()].sort()).toEqual(["GET /items", "POST /items/new"]);
  });
});
