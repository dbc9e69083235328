import type { TLiveEvent } from "@portal/schemas/live/live-events";

/**
 * One live stream per page (the header's, live-connection.ts) shared with whatever else listens: the chat widget and
 * the staff console subscribe here instead of opening streams of their own. Tiny on purpose (no React, no deps).
 */
type TListener = (event: TLiveEvent) => void;
const listeners = new Set<TListener>();
const upListeners = new Set<(up: boolean) => void>();
let up = false;

export function onLiveEvent(listener: TListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitLiveEvent(event: TLiveEvent): void {
  for (const listener of [...listeners]) listener(event);
}

/** Whether the page's stream is connected now (while it is not, listeners poll). */
export const isLiveUp = () => up;

export function onLiveUp(listener: (up: boolean) => void): () => void {
  upListeners.add(listener);
  return () => upListeners.delete(listener);
}

export function setLiveUp(value: boolean): void {
  if (value === up) return;
  up = value;
  for (const listener of [...upListeners]) listener(value);
}
