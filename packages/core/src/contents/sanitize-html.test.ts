import { describe, expect, it } from "vitest";
import { sanitizeContentHtml as clean } from "./sanitize-html.ts";

describe("sanitizeContentHtml", () => {
  it("keeps the news formatting an entity uses", () => {
    const html =
      '<h2>Obras</h2><p>Texto <strong>fuerte</strong> y <em>énfasis</em></p><ul><li>uno</li></ul><table><tbody><tr><td colspan="2">celda</td></tr></tbody></table>';
    expect(clean(html)).toBe(html);
  });
  it("drops scripts with their text, styles and event handlers", () => {
    expect(clean("<p>hola</p><script>alert(1)</script>")).toBe("<p>hola</p>");
    expect(clean("<style>body{display:none}</style><p>x</p>")).toBe("<p>x</p>");
    expect(clean('<img src="https://x.co/a.png" onerror="alert(1)">')).toBe('<img src="https://x.co/a.png" />');
    expect(clean('<p onclick="alert(1)" style="background:url(javascript:alert(1))">x</p>')).toBe("<p>x</p>");
    expect(clean('<div style="width: expression(alert(1))">x</div>')).toBe("<div>x</div>");
  });
  it("refuses javascript:, vbscript: and data: links, however disguised", () => {
    for (const href of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      " javascript:alert(1)",
      "jav&#x09;ascript:alert(1)",
      "java\nscript:alert(1)",
      "vbscript:msgbox(1)",
      "data:text/html,<script>alert(1)</script>",
    ]) {
      const out = clean(`<a href="${href}">x</a>`);
      expect(out, href).not.toMatch(/script:|data:/i);
    }
    expect(clean('<a href="https://gov.co">x</a>')).toBe('<a href="https://gov.co">x</a>');
  });
  it("links opening a new tab get rel=noopener; other targets are dropped", () => {
    expect(clean('<a href="https://gov.co" target="_blank">x</a>')).toBe('<a href="https://gov.co" target="_blank" rel="noopener noreferrer">x</a>');
    expect(clean('<a href="https://gov.co" target="_parent" rel="opener">x</a>')).toBe('<a href="https://gov.co">x</a>');
  });
  it("images only over https or from the portal's /files route; no http, data:, javascript: or path tricks", () => {
    expect(clean('<img src="/files/12/foto.jpg" alt="Foto">')).toBe('<img src="/files/12/foto.jpg" alt="Foto" />');
    expect(clean('<img src="/files/0b7c-4d2e/w640.webp" alt="Foto">')).toBe('<img src="/files/0b7c-4d2e/w640.webp" alt="Foto" />');
    expect(clean('<img src="https://x.co/a.png" alt="A">')).toBe('<img src="https://x.co/a.png" alt="A" />');
    for (const src of [
      "http://x.co/a.png",
      "/files/../api/v1/auth/profile",
      "/files/12/../../trpc/x",
      "/files/%2e%2e/api/v1/users",
      "/files/12/a/b.png",
      "/api/v1/auth/profile",
      "files/12",
      "https://x.co/a/../b.png",
    ]) {
      expect(clean(`<img src="${src}">`), src).toBe("");
    }
    expect(clean('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe("");
    expect(clean('<img src="javascript:alert(1)">')).toBe("");
    expect(clean('<img src="//evil.co/x.png">')).toBe("");
  });
  it("YouTube embeds only from youtube.com / youtube-nocookie.com", () => {
    const yt = '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>';
    expect(clean(yt)).toContain('src="https://www.youtube.com/embed/dQw4w9WgXcQ"');
    expect(clean('<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"></iframe>')).toContain("youtube-nocookie.com/embed/dQw4w9WgXcQ");
    expect(clean('<iframe src="https://evil.co/embed/dQw4w9WgXcQ"></iframe>')).toBe("");
    expect(clean('<iframe src="https://www.youtube.com.evil.co/embed/dQw4w9WgXcQ"></iframe>')).toBe("");
    expect(clean('<iframe src="javascript:alert(1)"></iframe>')).toBe("");
    expect(clean('<iframe srcdoc="<script>alert(1)</script>" src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>')).not.toContain("srcdoc");
  });
  it("a YouTube player keeps only harmless permissions (no camera, microphone or geolocation)", () => {
    const out = clean(
      '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" allow="camera; microphone; geolocation; fullscreen; encrypted-media; picture-in-picture; autoplay"></iframe>',
    );
    expect(out).toContain('allow="fullscreen; encrypted-media; picture-in-picture"');
    expect(out).not.toMatch(/camera|microphone|geolocation|autoplay/);
    const none = clean('<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" allow="camera *; microphone \'src\'"></iframe>');
    expect(none).not.toContain("allow=");
  });
  it("svg and math tricks leave nothing executable", () => {
    expect(clean('<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)">x</a></svg>')).toBe("");
    expect(clean('<svg onload="alert(1)"></svg>')).toBe("");
    expect(clean("<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>")).not.toMatch(/onerror|<img|<style/);
    expect(clean('<noscript><p title="</noscript><img src=x onerror=alert(1)>">')).not.toMatch(/onerror/);
  });
  it("forms, objects, embeds, meta refreshes and base tags are dropped", () => {
    const out = clean(
      '<form action="https://evil.co"><input name="a"></form><object data="x"></object><embed src="x"><meta http-equiv="refresh" content="0;url=https://evil.co"><base href="https://evil.co">ok',
    );
    expect(out).toBe("ok");
  });
});
