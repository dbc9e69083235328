/**
 * Resolves once the page's thread has a pause (requestIdleCallback), and at the latest after `timeoutMs`: for work
 * that can wait until the first screen has rendered. Browsers without idle callbacks wait a short timer instead.
 */
export function whenIdle(timeoutMs = 2000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof globalThis.requestIdleCallback === "function") globalThis.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, Math.min(timeoutMs, 200));
  });
}
