import QRCode from "qrcode";
import type { CoreDeps } from "../deps.ts";

type Deps = Pick<CoreDeps, "env">;

let cached: { url: string; qr: string } | null = null;

/**
 * GET qrCode: the portal's public address (PUBLIC_URL) as a QR code, an SVG data URL the menu panel shows and a
 * visitor may scan or save. The address only changes with a restart, so it is drawn once per process.
 */
export async function siteQrCode(deps: Deps): Promise<{ url: string; qr: string }> {
  const url = `${deps.env.publicUrl}/`;
  if (cached?.url === url) return cached;
  const svg = await QRCode.toString(url, { type: "svg", errorCorrectionLevel: "M", margin: 1 });
  cached = { url, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
  return cached;
}
