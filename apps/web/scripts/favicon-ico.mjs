#!/usr/bin/env node
// Derives public/favicon.ico from public/favicon.svg: Debian's Chromium renders the SVG at 16, 32 and 48 px and the
// PNGs are packed in one ICO (PNG-in-ICO, read by every current browser). Run it again after changing the SVG:
//   node apps/web/scripts/favicon-ico.mjs
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const publicDir = resolve(dirname(fileURLToPath(import.meta.url)), "../public");
const SIZES = [16, 32, 48];

/** @param {Buffer[]} pngs square PNGs, in the order of SIZES */
export function packIco(pngs) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = 6 + 16 * pngs.length;
  const entries = pngs.map((png) => {
    const size = png.readUInt32BE(16); // IHDR width
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...pngs]);
}

const work = mkdtempSync(join(tmpdir(), "favicon-"));
try {
  const svg = pathToFileURL(join(publicDir, "favicon.svg")).href;
  const pngs = SIZES.map((size) => {
    const html = join(work, `${size}.html`);
    const png = join(work, `${size}.png`);
    writeFileSync(html, `<html><body style="margin:0"><img src="${svg}" width="${size}" height="${size}"></body></html>`);
    execFileSync(
      "/usr/bin/chromium",
      [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--hide-scrollbars",
        "--default-background-color=00000000",
        `--window-size=${size},${size}`,
        `--screenshot=${png}`,
        pathToFileURL(html).href,
      ],
      { stdio: "ignore", timeout: 60_000 },
    );
    return readFileSync(png);
  });
  writeFileSync(join(publicDir, "favicon.ico"), packIco(pngs));
  console.log(`public/favicon.ico written (${SIZES.join(", ")} px)`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
