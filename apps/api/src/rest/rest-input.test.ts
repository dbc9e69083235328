import type { Request } from "express";
import { describe, expect, it } from "vitest";
import { numericFieldsOf, procedureAt, procedurePathOf, restInputBuilder } from "./rest-input.ts";
import type { RestRoute } from "./rest-route.ts";

const req = (over: Partial<Pick<Request, "query" | "body" | "params">>) => ({ query: {}, params: {}, body: undefined, ...over }) as unknown as Request;
const inputOf = (route: RestRoute, request: Request) => restInputBuilder(route, numericFieldsOf(procedureAt(procedurePathOf(route))))(request);

describe("a REST row's procedure input", () => {
  it("reads the procedure path from the typed accessor", () => {
    expect(procedurePathOf({ call: (t) => t.complaintForms.admin.list })).toBe("complaintForms.admin.list");
  });

  it("is query, then body, then path params (the path wins), with URL numbers converted where the schema reads numbers", () => {
    const route: RestRoute = { method: "put", path: "registry/properties/:id", call: (t) => t.certificates.registry.saveProperty };
    expect(inputOf(route, req({ query: { id: "9" }, body: { id: 7, address: "Calle 1" }, params: { id: "12" } }))).toEqual({ id: 12, address: "Calle 1" });
  });

  it("treats an empty query number as absent and a non-number as NaN (so the schema refuses it)", () => {
    const route: RestRoute = { method: "get", path: "users", call: (t) => t.users.list };
    expect(inputOf(route, req({ query: { page: "", pageSize: "x", keyword: "12" } }))).toEqual({ page: undefined, pageSize: Number.NaN, keyword: "12" });
  });

  it("takes a field from the spec's other names, first present wins", () => {
    const route: RestRoute = {
      method: "post",
      path: "certificates/check",
      call: (t) => t.certificates.check,
      rename: { certificateID: ["certificateID", "certificadoID", "id"] },
    };
    expect(inputOf(route, req({ body: { id: 3, certificadoID: 2 } }))).toMatchObject({ certificateID: 2 });
    expect(inputOf(route, req({ body: { id: 3 } }))).toMatchObject({ certificateID: 3 });
  });

  it("drops the fields a POST may not set, and passes a list body on as it came", () => {
    const create: RestRoute = { method: "post", path: "registry/staff", call: (t) => t.certificates.registry.saveStaff, omit: ["id"] };
    expect(inputOf(create, req({ body: { id: 5, name: "Ana" } }))).toEqual({ name: "Ana" });
    const list: RestRoute = { method: "put", path: "DetailVariableInformation", call: (t) => t.documents.saveVariables };
    expect(inputOf(list, req({ body: [{ a: 1 }] }))).toEqual([{ a: 1 }]);
  });
});
