type TNavigatorLike = {
  storage?: { estimate?: () => Promise<{ quota?: number }> };
  serviceWorker?: unknown;
  userAgent?: string;
};

/** Chromium gives private windows a storage quota tied to memory (a few hundred MB), normal ones a share of the disk. */
const CHROMIUM_PRIVATE_QUOTA_BYTES = 1_073_741_824 * 2;

/**
 * Whether the estimated storage quota looks like a private window (spec 03 §4: login is refused in private mode).
 * The heuristic of common incognito detectors: a quota under twice the JS heap limit (or 2 GiB when unknown).
 */
export function looksPrivateByQuota(quota: number | undefined, heapLimit: number | undefined): boolean {
  if (typeof quota !== "number" || !Number.isFinite(quota) || quota <= 0) return false;
  const limit = typeof heapLimit === "number" && heapLimit > 0 ? heapLimit * 2 : CHROMIUM_PRIVATE_QUOTA_BYTES;
  return quota < limit;
}

/**
 * Best-effort private-browsing detection. Any uncertainty answers false: refusing a real login is worse than
 * letting a private window through.
 */
export async function isPrivateBrowsing(nav: TNavigatorLike = globalThis.navigator): Promise<boolean> {
  try {
    // Storage that cannot be written at all (old Safari private mode).
    localStorage.setItem("__pb", "1");
    localStorage.removeItem("__pb");
  } catch {
    return true;
  }
  const ua = nav?.userAgent ?? "";
  if (/Firefox\//.test(ua)) return nav.serviceWorker === undefined;
  if (!/Chrome\//.test(ua) || !nav?.storage?.estimate) return false;
  try {
    const { quota } = await nav.storage.estimate();
    const heapLimit = (globalThis.performance as unknown as { memory?: { jsHeapSizeLimit?: number } })?.memory?.jsHeapSizeLimit;
    return looksPrivateByQuota(quota, heapLimit);
  } catch {
    return false;
  }
}
