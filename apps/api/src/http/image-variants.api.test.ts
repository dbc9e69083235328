import { writeImageVariants } from "@portal/core/files/image-variants";
import { IMAGE_VARIANTS_JOB } from "@portal/jobs/files/image-variants.job";
import { imageVariantPath } from "@portal/schemas/files/image-variants";
import { describe, expect, it } from "vitest";
import { type ApiHarness, useApiHarness } from "../testing/api-harness.ts";

let h: ApiHarness;
let staff: string;
useApiHarness(async (started) => {
  h = started;
  staff = await h.registerStaff("Contents");
  await h.deps.settings.set("uploads", { ...(await h.deps.settings.get("uploads")), minImageWidth: 1, minImageHeight: 1 });
});

// A 1×1 PNG.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

async function upload(kind: string, name: string, bytes: Buffer, token?: string) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)]), name);
  const res = await fetch(`${h.baseUrl}/api/v1/uploadfiles/${kind}`, {
    method: "POST",
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return (await res.json()) as { fileID: string; filePath: string };
}
const queuedJob = (fileID: string) => IMAGE_VARIANTS_JOB.queueIn(h.deps.queues).getJob(`image-variants-${fileID}`);
const get = async (path: string) => {
  const res = await fetch(`${h.baseUrl}${path}`);
  return { status: res.status, type: res.headers.get("content-type"), cache: res.headers.get("cache-control"), bytes: Buffer.from(await res.arrayBuffer()) };
};

describe("resized copies of public images", () => {
  it("a staff image upload queues its copies after the row exists; until they exist every width serves the original, briefly cached", async () => {
    const file = await upload("image", "banner.png", PNG, staff);
    expect(await h.db.storedFile.findUnique({ where: { fileID: file.fileID } })).not.toBeNull();
    expect((await queuedJob(file.fileID))?.data).toEqual({ fileID: file.fileID });
    const before = await get(imageVariantPath(file.fileID, 640));
    expect(before).toMatchObject({ status: 200, type: "image/png", cache: "public, max-age=60" });
    expect(before.bytes.equals(PNG)).toBe(true);

    // The worker's step (resizing itself is tested in apps/worker with sharp and a real photo).
    await h.db.storedFile.update({ where: { fileID: file.fileID }, data: { width: 2000, height: 1000 } });
    const result = await writeImageVariants(h.deps, file.fileID, async (_bytes, width) => Buffer.from(`RIFF-webp-${width}`));
    expect(result.widths).toEqual([320, 640, 1280]);
    const after = await get(imageVariantPath(file.fileID, 640));
    expect(after).toMatchObject({ status: 200, type: "image/webp", cache: "public, max-age=86400" });
    expect(after.bytes.toString()).toBe("RIFF-webp-640");
    // The original is still the original; a width that is not a variant's is the original too.
    expect((await get(file.filePath)).bytes.equals(PNG)).toBe(true);
    expect((await get(`/files/${file.fileID}/w999.webp`)).type).toBe("image/png");
  });

  it("citizens' uploads and private files are never queued, and a private image's 'variant' is the same 404 for a stranger", async () => {
    const citizen = (await h.registerCitizen()).token;
    const comment = await upload("comment", "foto.png", PNG, citizen);
    expect(await queuedJob(comment.fileID)).toBeUndefined();
    const complaint = await upload("complaint", "foto.png", PNG);
    expect(await queuedJob(complaint.fileID)).toBeUndefined();
    expect((await get(imageVariantPath(complaint.fileID, 320))).status).toBe(404);
    expect((await get("/files/..%2F..%2Fetc/w320.webp")).status).toBe(404);
  });
});
