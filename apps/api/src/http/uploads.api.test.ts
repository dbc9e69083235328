import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { EICAR, startTestClamd, type TestClamd } from "@portal/core/testing/clamd";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiHarness, startApiHarness, useApiHarness } from "../testing/api-harness.ts";
import { anonymousPetition, personalRequest, submit } from "../trpc/routers/complaint-forms/complaint-forms-testing.ts";

let h: ApiHarness;
let staffToken: string;
useApiHarness(async (started) => {
  h = started;
  staffToken = await h.login();
});

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
// A 1×1 PNG.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

async function upload(kind: string, name: string, bytes: Buffer, token?: string, uploadSession?: string, harness = h) {
  const form = new FormData();
  form.append("file", new Blob([bytes]), name);
  const headers: Record<string, string> = {
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(uploadSession ? { "upload-session": uploadSession } : {}),
  };
  const res = await fetch(`${harness.baseUrl}/api/v1/uploadfiles/${kind}`, { method: "POST", body: form, headers });
  return { status: res.status, body: (await res.json()) as any, headers: res.headers };
}

/** Every file under a directory (recursively); [] when it does not exist. */
async function filesUnder(dir: string): Promise<string[]> {
  try {
    return (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
  } catch {
    return [];
  }
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
  it("gives files random ids, not serial numbers", async () => {
    const a = (await upload("complaint", "a.pdf", PDF)).body;
    const b = (await upload("complaint", "b.pdf", PDF)).body;
    for (const id of [a.fileID, b.fileID]) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a.filePath).toBe(`/files/${a.fileID}/a.pdf`);
  });
  it("serves a private PQRDS file to its uploader and to PQRs staff only: a Comments-only staff user gets the same 404 as a stranger", async () => {
    const session = "sesion-de-la-ciudadana-0123456789abcdefgh";
    const { body } = await upload("complaint", "denuncia.pdf", PDF, undefined, session);
    const get = (headers: Record<string, string> = {}) => fetch(`${h.baseUrl}${body.filePath}`, { headers });
    const comments = await get({ authorization: `Bearer ${await h.registerStaff("Comments")}` });
    const stranger = await get({ "upload-session": "sesion-de-otra-persona-0123456789abcdefgh" });
    for (const res of [comments, stranger]) {
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual(await (await fetch(`${h.baseUrl}/files/3f0c2a9e-1b7d-4c55-9d1e-8a6b2c4d5e6f/x.pdf`)).json());
    }
    expect((await get({ authorization: `Bearer ${await h.registerStaff("PQRs")}` })).status).toBe(200);
    expect((await get({ "upload-session": session })).status).toBe(200);
    // A logged-in citizen's upload is theirs, not their session's successor's.
    const citizen = await h.registerCitizen();
    const own = (await upload("complaint", "mio.pdf", PDF, citizen.token)).body;
    expect((await fetch(`${h.baseUrl}${own.filePath}`, { headers: { authorization: `Bearer ${citizen.token}` } })).status).toBe(200);
    expect((await fetch(`${h.baseUrl}${own.filePath}`, { headers: { authorization: `Bearer ${(await h.registerCitizen()).token}` } })).status).toBe(404);
  });
  it("serves a byte range of a file (206), refuses one past its end (416), and answers 404, not 500, once its bytes are gone", async () => {
    const bytes = Buffer.concat([PDF, Buffer.from("0123456789")]);
    const { body } = await upload("complaint", "rango.pdf", bytes, staffToken);
    const get = (headers: Record<string, string> = {}) =>
      fetch(`${h.baseUrl}${body.filePath}`, { headers: { authorization: `Bearer ${staffToken}`, ...headers } });
    const part = await get({ range: `bytes=${PDF.length + 2}-${PDF.length + 5}` });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes ${PDF.length + 2}-${PDF.length + 5}/${bytes.length}`);
    expect(await part.text()).toBe("2345");
    expect((await get({ range: "bytes=-3" })).status).toBe(206);
    const past = await get({ range: `bytes=${bytes.length}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get("content-range")).toBe(`bytes */${bytes.length}`);
    // Without a Range header, the whole file as before; a stranger still gets 404 whatever the range.
    expect((await get()).status).toBe(200);
    expect((await fetch(`${h.baseUrl}${body.filePath}`, { headers: { range: "bytes=0-3" } })).status).toBe(404);
    const row = await h.db.storedFile.findUniqueOrThrow({ where: { fileID: body.fileID } });
    await h.deps.storage.remove(row.storageKey);
    const gone = await get();
    expect(gone.status).toBe(404);
    expect(gone.headers.get("content-type")).toMatch(/^application\/json/);
    expect(gone.headers.get("content-disposition")).toBeNull();
  });
  it("answers 400, not 500, to a NUL character in the file name", async () => {
    const boundary = "----limite-de-prueba";
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="anexo\u0000.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        "latin1",
      ),
      PDF,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await fetch(`${h.baseUrl}/api/v1/uploadfiles/complaint`, {
      method: "POST",
      body,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as any).error.details[0].message).toBe("No se puede subir este archivo");
  });
  it("gives public upload kinds the public size limit, staff included", async () => {
    await h.deps.settings.set("uploads", { ...(await h.deps.settings.get("uploads")), maxSizeMbPublic: 1, maxSizeMbAdmin: 10 });
    const png = Buffer.concat([PNG, Buffer.alloc(1_200_000)]);
    const res = await upload("comment", "foto.png", png, staffToken);
    expect(res.status).toBe(400);
    expect(res.body.error.details[0].message).toBe("Sube archivos de menos de 1 Mb");
  });
  it("refuses an empty file", async () => {
    const res = await upload("complaint", "vacio.pdf", Buffer.alloc(0));
    expect(res.status).toBe(400);
    expect(res.body.error.details[0].message).toBe("El archivo que intentas subir no tiene peso");
  });
  it("refuses a file over the limit with the limit in Mb while reading it, and leaves no file behind", async () => {
    const rows = await h.db.storedFile.count();
    const stored = await filesUnder(join(h.env.dataDir, "uploads"));
    const big = Buffer.concat([PDF, Buffer.alloc(2_097_152)]);
    const res = await upload("complaint", "grande.pdf", big);
    expect(res.status).toBe(400);
    expect(res.body.error.details[0].message).toBe("Sube archivos de menos de 2 Mb");
    expect(await filesUnder(join(h.env.dataDir, "tmp"))).toEqual([]);
    expect(await filesUnder(join(h.env.dataDir, "uploads"))).toEqual(stored);
    expect(await h.db.storedFile.count()).toBe(rows);
  });
  it("stops reading a body far over the limit: refused or cut, nothing left on disk, the server keeps answering", async () => {
    const rows = await h.db.storedFile.count();
    const huge = Buffer.concat([PDF, Buffer.alloc(12 * 1024 * 1024)]);
    const res = await upload("complaint", "enorme.pdf", huge).catch(() => null);
    if (res) {
      expect(res.status).toBe(400);
      expect(res.body.error.details[0].message).toBe("Sube archivos de menos de 2 Mb");
    }
    await expect.poll(() => filesUnder(join(h.env.dataDir, "tmp")), { timeout: 5_000 }).toEqual([]);
    expect(await h.db.storedFile.count()).toBe(rows);
    expect((await upload("complaint", "chico.pdf", PDF)).status).toBe(201);
  });
  it("streams the body to a temporary file under DATA_DIR while it arrives, not into memory, and moves it into storage", async () => {
    const boundary = "----limite-de-prueba";
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="largo.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(Buffer.concat([head, PDF, Buffer.alloc(300_000)]));
        await gate;
        controller.enqueue(Buffer.concat([Buffer.alloc(300_000), Buffer.from(`\r\n--${boundary}--\r\n`)]));
        controller.close();
      },
    });
    const pending = fetch(`${h.baseUrl}/api/v1/uploadfiles/complaint`, {
      method: "POST",
      body,
      duplex: "half",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    });
    const tmp = join(h.env.dataDir, "tmp", "uploads");
    // Half the file is on disk before the rest is even sent.
    await expect
      .poll(
        async () => {
          const [partial] = await filesUnder(tmp);
          return partial ? (await stat(partial)).size : 0;
        },
        { timeout: 15_000, interval: 50 },
      )
      .toBeGreaterThanOrEqual(300_000);
    release();
    const res = await pending;
    expect(res.status).toBe(201);
    const { fileID } = (await res.json()) as { fileID: string };
    expect((await h.db.storedFile.findUniqueOrThrow({ where: { fileID } })).size).toBe(PDF.length + 600_000);
    expect(await filesUnder(tmp)).toEqual([]);
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

/** The header of a PNG claiming `width` × `height` (all that image-size and the type check read). */
function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from("89504e470d0a1a0a0000000d49484452", "hex"), ihdr, Buffer.alloc(4), Buffer.alloc(64)]);
}
describe("private files uploaded as staff work, once a domain took them", () => {
  /** A registered citizen granted `permission` as staff, with their id and e-mail (to take it away and log in again). */
  async function official(permission: "PQRs" | "Administrator") {
    const { email, token } = await h.registerCitizen();
    const { id } = await h.db.user.findUniqueOrThrow({ where: { email } });
    await h.db.userPermission.create({ data: { userId: id, permission } });
    return { id, email, token };
  }
  const read = (filePath: string, token: string) => fetch(`${h.baseUrl}${filePath}`, { headers: { authorization: `Bearer ${token}` } });
  const takeAway = async (userId: number) => {
    expect((await h.call("PUT", `/api/v1/users/${userId}/permissions`, { permissions: [] }, staffToken)).status).toBe(200);
  };

  it("no longer open for an uploader who lost the permission: an answer file saved into a request, an import's spreadsheet", async () => {
    const pqrs = await official("PQRs");
    const answerFile = (await upload("answer", "respuesta-oficial.pdf", PDF, pqrs.token)).body;
    const answerImage = (await upload("answer", "foto-del-sitio.png", PNG, pqrs.token)).body;
    const filed = await submit(h, anonymousPetition());
    expect(filed.status).toBe(201);
    const answered = await h.call(
      "PUT",
      "/api/v1/complaintforms",
      {
        complaintFormID: filed.body.complaintFormID,
        answer: "Se programó la reparación del alumbrado.",
        fileIDs: [answerFile.fileID, answerImage.fileID],
        resolve: true,
      },
      pqrs.token,
    );
    expect(answered.status).toBe(200);
    expect((await read(answerFile.filePath, pqrs.token)).status).toBe(200);

    const admin = await official("Administrator");
    const sheet = (await upload("spreadsheet", "predios.csv", Buffer.from("ficha,propietario,cedula\n0101,Ana Pérez,1234567\n"), admin.token)).body;
    expect((await h.call("POST", "/api/v1/imports", { kind: "properties", fileID: sheet.fileID }, admin.token)).status).toBe(202);
    expect((await read(sheet.filePath, admin.token)).status).toBe(200);

    // Both leave their posts: citizens again, logged in anew (taking permissions away ended their sessions).
    await takeAway(pqrs.id);
    await takeAway(admin.id);
    const formerPqrs = await h.login(pqrs.email, "clave-segura");
    const formerAdmin = await h.login(admin.email, "clave-segura");
    const unknown = await (await fetch(`${h.baseUrl}/files/3f0c2a9e-1b7d-4c55-9d1e-8a6b2c4d5e6f/x.pdf`)).json();
    for (const [filePath, token] of [
      [answerFile.filePath, formerPqrs],
      [sheet.filePath, formerAdmin],
    ] as const) {
      const res = await read(filePath, token);
      expect(res.status, filePath).toBe(404);
      expect(await res.json()).toEqual(unknown);
    }
    // Nor is cropping the answer's image into a new upload of their own a way around it.
    const filesBefore = await h.db.storedFile.count();
    const crop = await h.call("POST", `/api/v1/uploadfiles/${answerImage.fileID}/crop`, { x: 0, y: 0, width: 1, height: 1 }, formerPqrs);
    expect([crop.status, crop.body.error?.details[0].message]).toEqual([400, "El archivo no es válido"]);
    expect(await h.db.storedFile.count()).toBe(filesBefore);
    // The domain's readers still open them.
    expect((await read(answerFile.filePath, await h.registerStaff("PQRs"))).status).toBe(200);
    expect((await read(sheet.filePath, staffToken)).status).toBe(200);
    // A filer's own PQRDS attachment stays theirs once filed.
    const citizen = await h.registerCitizen();
    const attachment = (await upload("complaint", "mi-anexo.pdf", PDF, citizen.token)).body;
    expect((await submit(h, personalRequest({ isAttachment: true, fileID: attachment.fileID }), citizen.token)).status).toBe(201);
    expect((await h.db.storedFile.findUniqueOrThrow({ where: { fileID: attachment.fileID } })).attachedAt).not.toBeNull();
    expect((await read(attachment.filePath, citizen.token)).status).toBe(200);
  });

  it("a PQRDS attachment an official uploaded for someone else's anonymous request is not theirs once filed", async () => {
    // At the front desk, logged in, an official files a walk-in's anonymous petition with the paper they brought.
    const desk = await official("PQRs");
    const attachment = (await upload("complaint", "carta-del-ciudadano.pdf", PDF, desk.token)).body;
    expect((await read(attachment.filePath, desk.token)).status).toBe(200);
    const filed = await submit(h, anonymousPetition({ isAttachment: true, fileID: attachment.fileID }), desk.token);
    expect(filed.status).toBe(201);
    expect((await h.db.complaintForm.findUniqueOrThrow({ where: { complaintFormID: filed.body.complaintFormID } })).fileID).toBe(attachment.fileID);
    // Holding PQRs they read it as any PQRs official does; once they leave the post, not as its uploader.
    expect((await read(attachment.filePath, desk.token)).status).toBe(200);
    await takeAway(desk.id);
    const former = await h.login(desk.email, "clave-segura");
    const res = await read(attachment.filePath, former);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual(await (await fetch(`${h.baseUrl}/files/3f0c2a9e-1b7d-4c55-9d1e-8a6b2c4d5e6f/x.pdf`)).json());
    // Nor an anonymous browser tab its upload, once the request took it: the filer opens it through the tracking code.
    const tab = "sesion-de-carga-de-la-ventanilla-0123456789";
    const fromTab = (await upload("complaint", "anexo.pdf", PDF, undefined, tab)).body;
    const readFromTab = () => fetch(`${h.baseUrl}${fromTab.filePath}`, { headers: { "upload-session": tab } });
    expect((await readFromTab()).status).toBe(200);
    expect((await submit(h, anonymousPetition({ isAttachment: true, fileID: fromTab.fileID }), null, tab)).status).toBe(201);
    expect((await readFromTab()).status).toBe(404);
  });
});

/** A ZIP holding hola.txt: what a bare archive renamed to .docx is. */
const ZIP = Buffer.from(
  "UEsDBBQAAAAAACQEfF2I+aBvBAAAAAQAAAAIAAAAaG9sYS50eHRob2xhUEsBAhQDFAAAAAAAJAR8XYj5oG8EAAAABAAAAAgAAAAAAAAAAAAAAIABAAAAAGhvbGEudHh0UEsFBgAAAAABAAEANgAAACoAAAAAAA==",
  "base64",
);
/** An OLE compound file (a .doc/.xls/.ppt, which can carry macros). */
const CFB = Buffer.concat([Buffer.from("d0cf11e0a1b11ae1", "hex"), Buffer.alloc(600)]);
const RTF = Buffer.from("{\\rtf1\\ansi Solicitud}");

describe("what a visitor may upload, and how unclaimed uploads are served", () => {
  it("comment and profile files need a login: a visitor gets 401 and nothing is stored", async () => {
    const before = await h.db.storedFile.count();
    for (const kind of ["comment", "profile"]) {
      const res = await upload(kind, "foto.png", PNG, undefined, "sesion-de-un-visitante-0123456789abcdefgh");
      expect(res.status).toBe(401);
    }
    expect(await h.db.storedFile.count()).toBe(before);
    expect((await upload("comment", "foto.png", PNG, (await h.registerCitizen()).token)).status).toBe(201);
  });

  it("serves an upload nobody attached yet as a private, uncached download; once attached, as the public file", async () => {
    const citizen = await h.registerCitizen();
    const { body } = await upload("comment", "foto.png", PNG, citizen.token);
    const first = await fetch(`${h.baseUrl}${body.filePath}`);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("private, no-store");
    expect(first.headers.get("content-disposition")).toMatch(/^attachment;/);
    // What a comment or a profile does when it takes the file.
    await h.db.storedFile.update({ where: { fileID: body.fileID }, data: { attachedAt: new Date() } });
    const attached = await fetch(`${h.baseUrl}${body.filePath}`);
    expect(attached.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(attached.headers.get("content-disposition")).toMatch(/^inline;/);
  });

  it("refuses images too large to decode safely, from their header, before anything is stored", async () => {
    const citizen = (await h.registerCitizen()).token;
    const before = await h.db.storedFile.count();
    const wide = await upload("profile", "bomba.png", pngHeader(20_000, 20_000), citizen);
    expect(wide.status).toBe(400);
    expect(wide.body.error.details[0].message).toBe("La imagen debe tener un ancho máximo de 10000 px");
    const tall = await upload("comment", "alta.png", pngHeader(800, 12_000), citizen);
    expect(tall.body.error.details[0].message).toBe("La imagen debe tener un alto máximo de 10000 px");
    const many = await upload("comment", "enorme.png", pngHeader(9_000, 9_000), citizen);
    expect(many.body.error.details[0].message).toBe("La imagen debe tener como máximo 50 megapíxeles");
    expect(await h.db.storedFile.count()).toBe(before);
  });

  it("strips bidi overrides and other hidden characters from file names", async () => {
    const res = await upload("complaint", "resumen\u202Efdp.exe\u200B.pdf", PDF);
    expect(res.status).toBe(201);
    expect(res.body.name).toBe("resumenfdp.exe.pdf");
    expect((await h.db.storedFile.findUniqueOrThrow({ where: { fileID: res.body.fileID } })).name).toBe("resumenfdp.exe.pdf");
  });

  it("without a virus scanner, refuses archives and macro-capable office files from visitors, not from account holders", async () => {
    const message = "Este tipo de archivo solo se puede subir con una sesión iniciada. Envíalo en PDF o como imagen, o inicia sesión";
    for (const [name, bytes] of [
      ["anexos.zip", ZIP],
      ["carta.doc", CFB],
      ["tabla.xls", CFB],
      ["carta.rtf", RTF],
      ["carta.docx", ZIP],
    ] as const) {
      const res = await upload("complaint", name, bytes);
      expect(res.status, name).toBe(400);
      expect(res.body.error.details[0].message).toBe(message);
    }
    const citizen = (await h.registerCitizen()).token;
    expect((await upload("complaint", "anexos.zip", ZIP, citizen)).status).toBe(201);
    expect((await upload("complaint", "carta.doc", CFB, citizen)).status).toBe(201);
  });
});

describe("with virus scanning on (a real clamd) and the production per-address limits", () => {
  let q: ApiHarness;
  let clamd: TestClamd;
  beforeAll(async () => {
    clamd = await startTestClamd();
    q = await startApiHarness({ RATE_LIMIT_MULTIPLIER: "1", CLAMAV_URL: clamd.url });
  }, 120_000);
  afterAll(async () => {
    await q?.stop();
    await clamd?.stop();
  });

  it("quarantines the EICAR file: refused in Spanish, moved to the store's quarantine/ (never beside it on disk), row marked, never served", async () => {
    const res = await upload("complaint", "eicar.txt", Buffer.from(EICAR), undefined, "sesion-de-prueba-eicar-0123456789abcdef", q);
    expect(res.status).toBe(400);
    expect(res.body.error.details[0]).toEqual({ path: "file", message: "El archivo contiene un virus o código malicioso y no se puede subir" });
    const row = await q.db.storedFile.findFirstOrThrow({ where: { name: "eicar.txt" } });
    expect(row.quarantinedAt).not.toBeNull();
    expect(row.scanSignature).toMatch(/^Eicar-Test-Signature/);
    // In the object store like every other file (a bucket under FILE_STORAGE=s3), so any instance's operator finds it.
    expect(row.storageKey).toMatch(/^quarantine\/[0-9a-f-]{36}\.txt$/);
    expect(await filesUnder(join(q.env.dataDir, "quarantine"))).toEqual([]);
    expect(await filesUnder(join(q.env.dataDir, "uploads"))).toEqual([join(q.env.dataDir, "uploads", row.storageKey)]);
    expect((await q.deps.storage.get(row.storageKey)).toString()).toBe(EICAR);
    expect(await filesUnder(join(q.env.dataDir, "tmp"))).toEqual([]);
    const asOwner = await fetch(`${q.baseUrl}/files/${row.fileID}/eicar.txt`, { headers: { "upload-session": "sesion-de-prueba-eicar-0123456789abcdef" } });
    expect(asOwner.status).toBe(404);
    // A clean file still goes through.
    expect((await upload("complaint", "limpio.pdf", PDF, undefined, undefined, q)).status).toBe(201);
  });

  it("takes a visitor's archive once the scanner checks it", async () => {
    expect((await upload("complaint", "anexos.zip", ZIP, undefined, undefined, q)).status).toBe(201);
  });

  it("counts uploaded bytes per address and answers 429 with Retry-After past the hourly quota", async () => {
    // This address already sent all but a few bytes of its 200 MB an hour.
    await q.deps.rateLimits.consume("uploadBytes", "127.0.0.1", 200 * 1024 * 1024 - 1000);
    const over = await upload("complaint", "b.pdf", Buffer.concat([PDF, Buffer.alloc(2000)]), undefined, undefined, q);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await filesUnder(join(q.env.dataDir, "tmp"))).toEqual([]);
    await q.deps.rateLimits.reset("uploadBytes", "127.0.0.1");
  });

  it("refuses uploads with a Spanish 503 while clamd is down (fails closed)", async () => {
    await clamd.stop();
    const res = await upload("complaint", "anexo.pdf", PDF, undefined, undefined, q);
    expect(res.status).toBe(503);
    expect(res.body.error.message).toBe("No podemos revisar archivos en este momento. Intenta de nuevo en unos minutos");
    expect(res.headers.get("retry-after")).toBe("60");
    expect(await filesUnder(join(q.env.dataDir, "tmp"))).toEqual([]);
  });
});
