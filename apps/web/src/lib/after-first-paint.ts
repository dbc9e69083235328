let painted: Promise<void> | null = null;

/**
 * Resolves once the browser has painted the frame after the caller's commit (the next animation frame, then a task),
 * or after `fallbackMs` when no frame comes (a tab in the background). Only the first call waits: the first screen
 * of a visit paints before the work that can follow it starts; later calls resolve at once.
 */
export function afterFirstPaint(fallbackMs = 150): Promise<void> {
  painted ??= new Promise((resolve) => {
    const done = () => resolve();
    if (typeof requestAnimationFrame === "function") requestAnimationFrame(() => setTimeout(done, 0));
    setTimeout(done, fallbackMs);
  });
  return painted;
}

/** Whether the first screen has painted (afterFirstPaint resolved): later pages need not wait a frame. */
export const firstPaintDone = { value: false };
