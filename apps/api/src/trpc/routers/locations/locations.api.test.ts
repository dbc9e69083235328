import { describe, expect, it } from "vitest";
import { type ApiHarness, useApiHarness } from "../../../testing/api-harness.ts";

let h: ApiHarness;
useApiHarness((started) => {
  h = started;
});

describe("locations (GET locations/root, locations/{id}/children)", () => {
  it("countries by name with Colombia first", async () => {
    const res = await h.call("GET", "/api/v1/locations/root");
    expect(res.status).toBe(200);
    expect(res.body[0]).toEqual({ id: 1, name: "Colombia", code: expect.any(String), level: 1 });
    const others = res.body.slice(1).map((l: { name: string }) => l.name);
    expect(others.length).toBeGreaterThan(10);
    expect(others).toEqual([...others].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it("a country's departments and a department's municipalities, by name", async () => {
    const departments = await h.call("GET", "/api/v1/locations/1/children");
    expect(departments.body).toContainEqual({ id: 5, name: "Antioquia", code: "05", level: 2 });
    const municipalities = await h.call("GET", "/api/v1/locations/5/children");
    expect(municipalities.body.map((l: { id: number }) => l.id)).toContain(5001);
    expect(municipalities.body.every((l: { level: number }) => l.level === 3)).toBe(true);
    expect((await h.call("GET", "/api/v1/locations/0/children")).status).toBe(400);
  });
});
