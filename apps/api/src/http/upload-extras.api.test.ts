import { png } from "@portal/core/testing/png";
import { IMAGE_CROP_MESSAGES as M } from "@portal/schemas/files/image-crop.schema";
import { FILE_MESSAGES } from "@portal/schemas/files/upload.schema";
import { describe, expect, it } from "vitest";
import { type ApiHarness, useApiHarness } from "../testing/api-harness.ts";

let h: ApiHarness;
let staff: string;

useApiHarness(async (started) => {
  h = started;
  staff = await h.registerStaff("Contents");
});

async function upload(kind: string, bytes: Buffer, token: string) {
  const form = new FormData();
  form.append("file", new Blob([bytes]), "foto.png");
  const res = await fetch(`${h.baseUrl}/api/v1/uploadfiles/${kind}`, { method: "POST", body: form, headers: { authorization: `Bearer ${token}` } });
  return (await res.json()) as { fileID: string; filePath: string };
}

/** A PNG's width and height, read from its header. */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

describe("POST uploadfiles/{id}/crop (spec 02 §7)", () => {
  it("stores the rectangle as a new image of the caller, keeping the original", async () => {
    const original = await upload("content", png(400, 300, [20, 110, 150]), staff);
    const res = await h.call("POST", `/api/v1/uploadfiles/${original.fileID}/crop`, { x: 50, y: 20, width: 200, height: 150 }, staff);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.fileID).not.toBe(original.fileID);
    expect(res.body).toMatchObject({ isImage: true, name: "foto.png" });
    const served = Buffer.from(await (await fetch(`${h.baseUrl}${res.body.filePath}`)).arrayBuffer());
    expect(pngSize(served)).toEqual({ width: 200, height: 150 });
    expect(await h.db.storedFile.findUniqueOrThrow({ where: { fileID: res.body.fileID } })).toMatchObject({ width: 200, height: 150, purpose: "content" });
    expect(pngSize(Buffer.from(await (await fetch(`${h.baseUrl}${original.filePath}`)).arrayBuffer()))).toEqual({ width: 400, height: 300 });
  });

  it("refuses a rectangle outside the image, a file that is not an image, and anyone who may not use the file", async () => {
    const original = await upload("content", png(400, 300, [200, 40, 40]), staff);
    const crop = (body: Record<string, unknown>, token: string | null = staff, id = original.fileID) =>
      h.call("POST", `/api/v1/uploadfiles/${id}/crop`, body, token);
    const outside = await crop({ x: 300, y: 0, width: 200, height: 100 });
    expect([outside.status, outside.body.error.details[0].message]).toEqual([400, M.outside]);
    expect((await crop({ x: 0, y: 0, width: 0, height: 100 })).body.error.details[0].message).toBe(M.outside);
    const pdf = await h.db.storedFile.create({
      data: {
        name: "a.pdf",
        storageKey: "x/a.pdf",
        mimeType: "application/pdf",
        extension: "pdf",
        size: 10,
        isImage: false,
        purpose: "content",
        isPublic: true,
      },
    });
    expect((await crop({ x: 0, y: 0, width: 10, height: 10 }, staff, pdf.fileID)).body.error.details[0].message).toBe(M.notImage);
    expect((await crop({ x: 0, y: 0, width: 10, height: 10 }, null)).status).toBe(401);
    const citizen = (await h.registerCitizen()).token;
    const refused = await crop({ x: 0, y: 0, width: 10, height: 10 }, citizen);
    expect([refused.status, refused.body.error.details[0].message]).toEqual([400, FILE_MESSAGES.invalidId]);
  });
});

describe("POST superupload/{x} (spec 02 §7 super upload)", () => {
  it("stores a staff upload like uploadfiles/{x}; visitors and citizens are refused", async () => {
    const form = () => {
      const f = new FormData();
      f.append("file", new Blob([png(300, 200, [10, 10, 10])]), "video-portada.png");
      return f;
    };
    const post = (token: string | null) =>
      fetch(`${h.baseUrl}/api/v1/superupload/content`, { method: "POST", body: form(), headers: token ? { authorization: `Bearer ${token}` } : {} });
    const ok = await post(staff);
    expect(ok.status).toBe(201);
    const body = (await ok.json()) as { fileID: string };
    expect(await h.db.storedFile.findUniqueOrThrow({ where: { fileID: body.fileID } })).toMatchObject({ purpose: "content", width: 300 });
    expect((await post(null)).status).toBe(401);
    const citizen = (await h.registerCitizen()).token;
    const refused = await fetch(`${h.baseUrl}/api/v1/superupload/comment`, { method: "POST", body: form(), headers: { authorization: `Bearer ${citizen}` } });
    expect(refused.status).toBe(403);
  });
});
