/**
 * The one layout of every e-mail: templates describe their content as blocks once and get both an accessible HTML
 * part and the plain-text part (which screen readers, terminal clients and spam filters rely on).
 *
 * HTML rules followed: lang="es", a <title>, layout tables marked role="presentation", one <h1>, real text (no
 * text in images), contrast ≥ 7:1, links that say where they go (the address is also printed in full), inline
 * styles only (mail clients drop <style>), width that shrinks on phones.
 */
export type EmailBlock =
  | { type: "paragraph"; text: string }
  /** A call to action; the address is printed too, for clients that hide buttons. Only http(s) addresses. */
  | { type: "button"; label: string; url: string }
  /** A short code the reader types back (e-mail verification): large, spaced, monospace. */
  | { type: "code"; text: string; label?: string }
  | { type: "list"; items: string[] }
  /** Secondary text (validity, "if it wasn't you…"). */
  | { type: "note"; text: string };

export interface EmailLayoutInput {
  /** The public entity's name (settings), shown as the header. */
  entityName: string;
  /** The heading, also the HTML <title>. */
  title: string;
  blocks: EmailBlock[];
  /** Preview line shown by inbox lists; hidden in the body. */
  preheader?: string;
  /** An absolute https URL of the entity's logo; decorative (the name is always written). */
  logoUrl?: string;
}

export interface RenderedEmail {
  html: string;
  text: string;
}

export const EMAIL_FOOTER_TEXT = "Este es un mensaje automático, por favor no respondas a este correo.";

const COLORS = {
  page: "#f3f4f6",
  card: "#ffffff",
  text: "#1f2937", // 14.7:1 on white
  muted: "#4b5563", // 7.6:1 on white
  brand: "#0b3d91", // 10.6:1 with white
  border: "#d1d5db",
} as const;

const FONT = "Arial, Helvetica, sans-serif";

export function renderEmailLayout(input: EmailLayoutInput): RenderedEmail {
  return { html: renderHtml(input), text: renderText(input) };
}

function renderHtml(input: EmailLayoutInput): string {
  const body = input.blocks.map(blockHtml).join("\n");
  const logo =
    input.logoUrl && isSafeUrl(input.logoUrl)
      ? `<img src="${escapeAttr(input.logoUrl)}" alt="" height="40" style="display:block;border:0;height:40px;width:auto;margin:0 0 8px 0;">`
      : "";
  const preheader = input.preheader
    ? `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;" aria-hidden="true">${escapeHtml(input.preheader)}</div>`
    : "";
  return `<!DOCTYPE html>
<html lang="es" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${escapeHtml(input.title)}</title>
</head>
<body style="margin:0;padding:0;background-color:${COLORS.page};">
${preheader}
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${COLORS.page};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background-color:${COLORS.card};border:1px solid ${COLORS.border};border-radius:6px;">
<tr><td style="background-color:${COLORS.brand};padding:20px 24px;border-radius:6px 6px 0 0;">
${logo}<p style="margin:0;font-family:${FONT};font-size:18px;line-height:1.4;font-weight:bold;color:#ffffff;">${escapeHtml(input.entityName)}</p>
</td></tr>
<tr><td style="padding:24px;font-family:${FONT};font-size:16px;line-height:1.5;color:${COLORS.text};">
<h1 style="margin:0 0 16px 0;font-family:${FONT};font-size:22px;line-height:1.3;color:${COLORS.text};">${escapeHtml(input.title)}</h1>
${body}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid ${COLORS.border};font-family:${FONT};font-size:13px;line-height:1.5;color:${COLORS.muted};">
<p style="margin:0;">${escapeHtml(EMAIL_FOOTER_TEXT)}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

function blockHtml(block: EmailBlock): string {
  switch (block.type) {
    case "paragraph":
      return `<p style="margin:0 0 16px 0;">${multiline(block.text)}</p>`;
    case "note":
      return `<p style="margin:0 0 16px 0;font-size:14px;color:${COLORS.muted};">${multiline(block.text)}</p>`;
    case "list":
      return `<ul style="margin:0 0 16px 0;padding-left:24px;">${block.items.map((i) => `<li style="margin:0 0 4px 0;">${escapeHtml(i)}</li>`).join("")}</ul>`;
    case "code":
      return `${block.label ? `<p style="margin:0 0 8px 0;">${escapeHtml(block.label)}</p>` : ""}<p style="margin:0 0 16px 0;font-family:'Courier New', Courier, monospace;font-size:28px;font-weight:bold;letter-spacing:6px;color:${COLORS.text};">${escapeHtml(block.text)}</p>`;
    case "button": {
      if (!isSafeUrl(block.url)) return `<p style="margin:0 0 16px 0;">${escapeHtml(block.label)}</p>`;
      const href = escapeAttr(block.url);
      return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 12px 0;"><tr><td style="background-color:${COLORS.brand};border-radius:4px;">
<a href="${href}" style="display:inline-block;padding:12px 20px;font-family:${FONT};font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;">${escapeHtml(block.label)}</a>
</td></tr></table>
<p style="margin:0 0 16px 0;font-size:14px;color:${COLORS.muted};word-break:break-all;">Si el botón no funciona, copia y pega esta dirección en tu navegador: <a href="${href}" style="color:${COLORS.brand};">${escapeHtml(block.url)}</a></p>`;
    }
  }
}

function renderText(input: EmailLayoutInput): string {
  const parts: string[] = [input.entityName, "=".repeat(Math.min(Math.max(input.entityName.length, 3), 72)), "", input.title, ""];
  for (const block of input.blocks) {
    switch (block.type) {
      case "paragraph":
      case "note":
        parts.push(block.text, "");
        break;
      case "list":
        parts.push(...block.items.map((i) => `- ${i}`), "");
        break;
      case "code":
        parts.push(...(block.label ? [block.label] : []), `    ${block.text}`, "");
        break;
      case "button":
        parts.push(isSafeUrl(block.url) ? `${block.label}: ${block.url}` : block.label, "");
        break;
    }
  }
  parts.push("--", EMAIL_FOOTER_TEXT);
  return `${parts.join("\n")}\n`;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);
}

function escapeAttr(value: string): string {
  return escapeHtml(value);
}

function multiline(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, "<br>");
}

function isSafeUrl(url: string): boolean {
  try {
    const u = new URL(url);
    return u.protocol === "https:" || u.protocol === "http:";
  } catch {
    return false;
  }
}
