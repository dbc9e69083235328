import { PERMISSIONS, type TPermission } from "@portal/schemas/accounts/permissions";
import { describe, expect, it } from "vitest";
import { type ApiHarness, useApiHarness } from "../testing/api-harness.ts";
import { appRouter } from "./app-router.ts";

/** Every procedure that names a permission in its meta: the list grows with each domain, and this test with it. */
const staffProcedures = Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { type: string; meta?: { permission?: TPermission } } }>)
  .filter(([, p]) => p._def.meta?.permission)
  .map(([path, p]) => ({ path, type: p._def.type, permission: p._def.meta!.permission! }));

/** Whether the procedure's input schemas accept `{}` (list and summary screens with every filter optional). */
function acceptsEmptyInput(path: string): boolean {
  const procedure = (appRouter._def.procedures as unknown as Record<string, { _def: { inputs: { safeParse(v: unknown): { success: boolean } }[] } }>)[path]!;
  return procedure._def.inputs.every((input) => input.safeParse({}).success);
}

let h: ApiHarness;
let citizen: string;
const tokenWith: Partial<Record<TPermission, string>> = {};

useApiHarness(async (started) => {
  h = started;
  citizen = (await h.registerCitizen()).token;
  // One staff user per permission, each holding only that one.
  for (const permission of PERMISSIONS) tokenWith[permission] = await h.registerStaff(permission);
});

/** Whether the procedure takes no input at all (an action such as "queue the check now"). */
function takesNoInput(path: string): boolean {
  const procedure = (appRouter._def.procedures as unknown as Record<string, { _def: { inputs: unknown[] } }>)[path];
  return procedure?._def.inputs.length === 0;
}

function callProcedure(path: string, type: string, token: string | null) {
  return type === "query" ? h.call("GET", `/trpc/${path}?input=${encodeURIComponent("{}")}`, undefined, token) : h.call("POST", `/trpc/${path}`, {}, token);
}

describe("staff procedures are enforced on the server", () => {
  it("there are staff procedures to check", () => {
    expect(staffProcedures.length).toBeGreaterThanOrEqual(5);
  });
  it.each(staffProcedures)("$path needs $permission", async ({ path, type, permission }) => {
    const anonymous = await callProcedure(path, type, null);
    expect(anonymous.status).toBe(401);
    expect((await callProcedure(path, type, citizen)).status).toBe(403);
    // Administrator holds every staff permission (holdsPermission); every other one is refused.
    for (const other of PERMISSIONS.filter((p) => p !== permission && p !== "Administrator")) {
      const res = await callProcedure(path, type, tokenWith[other]!);
      expect(res.status, `${path} con el permiso ${other}`).toBe(403);
      expect(res.body.error.message).toBe("No tienes permisos para realizar esta acción");
    }
    // With the permission (or Administrator, which implies it) the call gets past the check: a query whose input may be
    // empty (a list, a summary) answers 200; the other calls refuse the empty input as a client error, in Spanish,
    // with the code that matches the status.
    for (const holder of [permission, "Administrator"] as const) {
      const allowed = await callProcedure(path, type, tokenWith[holder]!);
      // A mutation that takes nothing ("Revisar enlaces ahora") simply runs for the holder.
      if ((type === "query" && acceptsEmptyInput(path)) || takesNoInput(path)) {
        expect(allowed.status, `${path} con el permiso ${holder}: ${JSON.stringify(allowed.body?.error?.message)}`).toBe(200);
      } else {
        expect([400, 404], `${path} con el permiso ${holder}`).toContain(allowed.status);
        expect(allowed.body.error.message, path).not.toMatch(/invalid|expected|received|required/i);
        expect(allowed.body.error.data.code, path).toBe(allowed.status === 404 ? "NOT_FOUND" : "BAD_REQUEST");
      }
    }
  });
});
