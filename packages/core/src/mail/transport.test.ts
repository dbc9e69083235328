import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createMailTransport } from "./transport.ts";

const dataDir = mkdtempSync(join(tmpdir(), "portal-mail-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("createMailTransport", () => {
  it("uses SMTP when SMTP_URL is set", async () => {
    const transport = createMailTransport({ SMTP_URL: "smtp://127.0.0.1:2525", MAIL_FROM: "Portal <no-responder@entidad.gov.co>", dataDir });
    expect(transport.kind).toBe("smtp");
    await transport.close();
  });

  it("otherwise writes an RFC 822 .eml file under DATA_DIR/mail named <id>.eml; a re-send replaces it", async () => {
    const transport = createMailTransport({ SMTP_URL: undefined, MAIL_FROM: "Portal ciudadano <no-responder@entidad.gov.co>", dataDir });
    expect(transport.kind).toBe("file");
    const id = "5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b";
    const result = await transport.send({ id, kind: "prueba", to: "ciudadana@example.com", subject: "Señal recibida", text: "Línea con tildes: áéíóú ñ ¿¡" });
    expect(result.emlPath).toBeDefined();
    expect(result.emlPath!.startsWith(join(dataDir, "mail"))).toBe(true);
    expect(result.messageId).toBe(`<${id}@entidad.gov.co>`);
    const files = readdirSync(join(dataDir, "mail"));
    expect(files).toHaveLength(1); // no .partial left behind
    expect(files).toEqual([`${id}.eml`]);
    const raw = readFileSync(result.emlPath!, "utf8");
    expect(raw).toMatch(/^To: ciudadana@example\.com\r$/m);
    expect(raw).toMatch(/^From: Portal ciudadano <no-responder@entidad\.gov\.co>\r$/m);
    expect(raw).toMatch(/^Subject: =\?UTF-8\?/m); // encoded word: non-ASCII subject survives transport
    expect(raw).toMatch(/^X-Portal-Kind: prueba\r$/m);
    expect(raw).toContain("\r\n\r\n"); // header/body separator with CRLF
    expect(raw).toMatch(new RegExp(`^Message-ID: <${id}@entidad\\.gov\\.co>\\r$`, "m"));
    // The same row sent again (a retry after a crash) is the same file, not a second message.
    const again = await transport.send({ id, kind: "prueba", to: "ciudadana@example.com", subject: "Señal recibida", text: "Otra vez" });
    expect(again.emlPath).toBe(result.emlPath);
    expect(again.messageId).toBe(result.messageId);
    expect(readdirSync(join(dataDir, "mail"))).toEqual([`${id}.eml`]);
    // Messages carry citizens' names, requests and links: readable by the portal's own user only.
    expect(statSync(result.emlPath!).mode & 0o777).toBe(0o600);
    expect(statSync(join(dataDir, "mail")).mode & 0o777).toBe(0o700);
    await transport.close();
  });
});
