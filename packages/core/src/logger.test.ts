import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "./logger.ts";

function capture() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { log: createLogger("test", "info", destination), lines };
}

describe("log lines", () => {
  it("carry no recipient's e-mail address: a mail server's rejection and a failed send keep the domain only", () => {
    const { log, lines } = capture();
    // What nodemailer reports when the server refuses a recipient (Postfix names the mailbox in its answer).
    const refused = Object.assign(
      new Error("Can't send mail - all recipients were rejected: 450 4.2.0 <ana.perez+pqrs@correo.example.co>: Recipient address rejected"),
      {
        rejected: ["ana.perez+pqrs@correo.example.co"],
        response: "450 4.2.0 <ana.perez+pqrs@correo.example.co>: Recipient address rejected",
      },
    );
    log.warn({ smtpResponse: "550 5.1.1 <Luis_Gomez@Example.com>: Recipient address rejected: User unknown" }, "el servidor de correo rechazó el mensaje");
    log.error({ err: refused }, "envío de correo fallido; se reintentará");
    const text = lines.join("");
    expect(text).not.toMatch(/ana\.perez/i);
    expect(text).not.toMatch(/luis_gomez/i);
    expect(text).toContain("@correo.example.co");
    expect(text).toContain("@Example.com");
    expect(text).toContain("Recipient address rejected");
    // Every line is still JSON.
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
  });

  it("keep what is not an address (package scopes, versions) as it was", () => {
    const { log, lines } = capture();
    log.info({ module: "@portal/core", dependency: "pino@10.4.0" }, "iniciado");
    expect(JSON.parse(lines[0] ?? "{}")).toMatchObject({ module: "@portal/core", dependency: "pino@10.4.0" });
  });
});
