import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApiHarness, type ApiHarness } from "../testing/api-harness.ts";

let h: ApiHarness;
let staffToken: string;
beforeAll(async () => {
  h = await startApiHarness();
  staffToken = await h.login();
});
afterAll(async () => { await h?.stop(); });

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
// A 1×1 PNG.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

async function upload(kind: string, name: string, bytes: Buffer, token?: string) {
  const form = new FormData();
  form.append("file", new Blob([bytes]), name);
  const res = await fetch(`${h.baseUrl}/api/v1/uploadfiles/${kind}`, { method: "POST", body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, body: (await res.json()) as any };
}

describe("POST uploadfiles/{x}", () => {
  it("stores a valid PQRDS attachment and answers the uploaded-file result", async () => {
    const res = await upload("complaint", "Derecho de petición.pdf", PDF);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ isImage: false, name: "Derecho de petición.pdf", fileBigImage: null });
    expect(res.body.filePath).toBe(`/files/${res.body.fileID}/${encodeURIComponent("Derecho de petición.pdf")}`);
    const row = await h.db.storedFile.findUniqueOrThrow({ where: { fileID: res.body.fileID } });
    expect(row).toMatchObject({ mimeType: "application/pdf", isPublic: false, size: PDF.length });
  });
  it("keeps private attachments from anonymous visitors but serves them to staff", async () => {
    const { body } = await upload("complaint", "anexo.pdf", PDF);
    expect((await fetch(`${h.baseUrl}${body.filePath}`)).status).toBe(404);
    const asStaff = await fetch(`${h.baseUrl}${body.filePath}`, { headers: { authorization: `Bearer ${staffToken}` } });
    expect(asStaff.status).toBe(200);
    expect(Buffer.from(await asStaff.arrayBuffer()).equals(PDF)).toBe(true);
  });
  it("refuses an empty file", async () => {
    const res = await upload("complaint", "vacio.pdf", Buffer.alloc(0));
    expect(res.status).toBe(400);
    expect(res.body.error.details[0].message).toBe("El archivo que intentas subir no tiene peso");
  });
  it("refuses a file over the limit with the limit in Mb", async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(2_097_152)]);
    const res = await upload("complaint", "grande.pdf", big);
    expect(res.status).toBe(400);
    expect(res.body.error.details[0].message).toBe("Sube archivos de menos de 2 Mb");
  });
  it("refuses an extension that is not allowed", async () => {
    const res = await upload("complaint", "programa.exe", PDF);
    expect(res.body.error.details[0].message).toBe("No se puede subir este tipo de archivo");
  });
  it("refuses a file whose bytes are not what its extension says", async () => {
    const res = await upload("complaint", "factura.pdf", PNG);
    expect(res.status).toBe(400);
    expect(res.body.error.details[0].message).toBe("No se puede subir este tipo de archivo");
    const text = await upload("complaint", "nota.txt", Buffer.from([0x4d, 0x5a, 0x00, 0x01, 0x02]));
    expect(text.body.error.details[0].message).toBe("No se puede subir este tipo de archivo");
  });
  it("keeps staff-only kinds for staff and applies the minimum image size from settings", async () => {
    const citizen = (await h.registerCitizen()).token;
    expect((await upload("image", "foto.png", PNG, citizen)).status).toBe(403);
    expect((await upload("image", "foto.png", PNG)).status).toBe(401);
    const small = await upload("image", "foto.png", PNG, staffToken);
    expect(small.body.error.details[0].message).toBe("La imagen debe tener un ancho mínimo de 200 px");
    await h.deps.settings.set("uploads", { ...(await h.deps.settings.get("uploads")), minImageWidth: 1, minImageHeight: 1 });
    const ok = await upload("image", "foto.png", PNG, staffToken);
    expect(ok.status).toBe(201);
    expect(ok.body.isImage).toBe(true);
  });
  it("refuses an unknown upload kind and stores nothing", async () => {
    const before = await h.db.storedFile.count();
    const res = await upload("ejecutables", "a.pdf", PDF);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe("Tipo de carga no válido");
    expect(await h.db.storedFile.count()).toBe(before);
  });
});
