import { describe, expect, it } from "vitest";
import { EMAIL_FOOTER_TEXT, renderEmailLayout } from "./layout.ts";

describe("renderEmailLayout", () => {
  const rendered = renderEmailLayout({
    entityName: "Alcaldía de Pasto",
    title: "Verifica tu correo",
    preheader: "Tu código de verificación",
    blocks: [
      { type: "paragraph", text: "Hola María José:\nUsa este código." },
      { type: "code", label: "Código:", text: "A7K2" },
      { type: "button", label: "Abrir el portal", url: "https://portal.example.gov.co/mi-perfil/" },
      { type: "list", items: ["uno <b>", "dos"] },
      { type: "note", text: "Si no fuiste tú, ignora este mensaje." },
      { type: "button", label: "Enlace peligroso", url: "javascript:alert(1)" },
    ],
  });

  it("is an accessible Spanish HTML document with the entity header and the footer", () => {
    expect(rendered.html).toContain('<html lang="es"');
    expect(rendered.html).toContain("<title>Verifica tu correo</title>");
    expect(rendered.html).toContain("Alcaldía de Pasto");
    expect(rendered.html).toContain(EMAIL_FOOTER_TEXT);
    expect(rendered.html).toContain('role="presentation"');
    expect(rendered.html.match(/<h1/g)).toHaveLength(1);
    expect(rendered.html).toContain("Hola María José:<br>Usa este código.");
  });

  it("escapes content and refuses non-http links", () => {
    expect(rendered.html).toContain("uno &lt;b&gt;");
    expect(rendered.html).not.toContain("javascript:");
    expect(rendered.html).toContain('href="https://portal.example.gov.co/mi-perfil/"');
  });

  it("has a plain-text fallback with the same content", () => {
    expect(rendered.text).toContain("Alcaldía de Pasto\n");
    expect(rendered.text).toContain("Verifica tu correo");
    expect(rendered.text).toContain("    A7K2");
    expect(rendered.text).toContain("Abrir el portal: https://portal.example.gov.co/mi-perfil/");
    expect(rendered.text).toContain("- uno <b>");
    expect(rendered.text).not.toContain("javascript:");
    expect(rendered.text.trimEnd().endsWith(EMAIL_FOOTER_TEXT)).toBe(true);
  });
});
