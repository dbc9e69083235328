import { describe, expect, it } from "vitest";
import { type ApiHarness, useApiHarness } from "../../../testing/api-harness.ts";
import { PDF, upload } from "../complaint-forms/complaint-forms-testing.ts";

/** One permission model (issue 10): Administrator holds every staff permission on the server, as the web assumes. */
let h: ApiHarness;
let administrator: string;
let moderator: string;
let pqrs: string;
useApiHarness(async (started) => {
  h = started;
  administrator = await h.registerStaff("Administrator");
  moderator = await h.registerStaff("Comments");
  pqrs = await h.registerStaff("PQRs");
});

const PQRS_CALLS = [
  "/api/v1/complaintforms",
  "/api/v1/complaintforms/closuredays",
  "/api/v1/attention/getall",
  `/trpc/complaintForms.admin.list?input=${encodeURIComponent("{}")}`,
];

describe("Administrator implies every staff permission", () => {
  it.each(PQRS_CALLS)("an Administrator-only user gets 200 on %s", async (path) => {
    expect((await h.call("GET", path, undefined, administrator)).status).toBe(200);
  });

  it.each(PQRS_CALLS)("a Comments-only user still gets 403 on %s", async (path) => {
    const res = await h.call("GET", path, undefined, moderator);
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe("No tienes permisos para realizar esta acción");
  });

  it("an Administrator-only user may change attention hours (a PQRs mutation)", async () => {
    const res = await h.call("PUT", "/api/v1/attention", { day: 6, hourInitAm: 8, hourEndAm: 12 }, administrator);
    expect(res.status).toBe(200);
    expect((await h.call("PUT", "/api/v1/attention", { day: 6, hourInitAm: 9, hourEndAm: 12 }, moderator)).status).toBe(403);
  });

  it("isAuthorize marks the Administrator permission (spec 03 §6), not any staff permission", async () => {
    expect((await h.call("GET", "/api/v1/auth", undefined, administrator)).body.isAuthorize).toBe(true);
    const staff = (await h.call("GET", "/api/v1/auth", undefined, pqrs)).body;
    expect(staff.permissions).toEqual(["PQRs"]);
    expect(staff.isAuthorize).toBe(false);
  });

  it("a private PQRDS file is readable by PQRs holders and by an Administrator, not by other staff", async () => {
    const file = (await upload(h, "complaint", "anexo.pdf", PDF)).body;
    expect(file.fileID).toBeTruthy();
    const read = (token: string) => fetch(`${h.baseUrl}/files/${file.fileID}`, { headers: { Authorization: `Bearer ${token}` } }).then((r) => r.status);
    expect(await read(pqrs)).toBe(200);
    expect(await read(administrator)).toBe(200);
    expect(await read(moderator)).toBe(404);
  });
});
