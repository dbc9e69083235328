import { solveCaptchaPow } from "@portal/core/captcha/solve-captcha-pow";
import { describe, expect, it } from "vitest";
import { type ApiHarness, useApiHarness } from "../testing/api-harness.ts";

let h: ApiHarness;
useApiHarness((started) => {
  h = started;
});

describe("REST answers", () => {
  it("a read carries an ETag, the same while its content is (a browser revalidates its copy with it)", async () => {
    const first = await h.call("GET", "/api/v1/complaintformtypes");
    expect(first.headers.get("etag")).toMatch(/^W\/"/);
    expect((await h.call("GET", "/api/v1/complaintformtypes")).headers.get("etag")).toBe(first.headers.get("etag"));
  });

  it("a write's answer is JSON with its length and no ETag (nothing revalidates it)", async () => {
    const issued = await h.call("GET", "/api/v1/captcha?form=login");
    const res = await fetch(`${h.baseUrl}/api/v1/captcha/proof`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(await solveCaptchaPow(issued.body.captchaId, issued.body.pow)),
    });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(res.headers.get("etag")).toBeNull();
    expect(Number(res.headers.get("content-length"))).toBe(Buffer.byteLength(text));
    expect(JSON.parse(text)).toEqual(expect.any(Object));
  });

  it("a query of the wrong type or out of range is refused in the portal's words, never zod's (no 'se esperaba número, recibido NaN')", async () => {
    const cases: [string, string][] = [
      ["labels?page=abc", "Debes ingresar un número"],
      ["labels?page=1.5", "Debes ingresar un número entero"],
      ["labels?pageSize=1000", "Debes ingresar un número menor o igual a 50"],
      ["labels?defaultTagID=0", "Debes ingresar un número mayor que 0"],
      [`labels?tag=${"a".repeat(300)}`, "Debes ingresar máximo 200 caracteres"],
      ["labels?tag=a&tag=b", "Debes ingresar un texto"],
    ];
    for (const [path, message] of cases) {
      const res = await h.call("GET", `/api/v1/${path}`);
      expect(res.status, path).toBe(400);
      expect(res.body.error.message, path).toBe(message);
      for (const detail of res.body.error.details) expect(detail.message, path).not.toMatch(/se esperaba|recibido|Entrada inválida|Demasiado/);
    }
  });
});
