import { TOAST } from "@portal/schemas/ui/ui-constants";

/** The CSS variable (on <html>) that places the toasts' top edge (toaster.css). */
export const TOAST_TOP_VAR = "--portal-toast-top";

/**
 * Where the toasts start: below the header's visible controls (its full height at the top of the page, the fixed bar
 * once scrolled), never higher than the spec's 60 px. At the old fixed 60 px they lay over the header's account links:
 * a citizen could not press "Cerrar sesión" while a toast was shown, and hovering the toast to reach it kept it open.
 */
export function toastTopPx(header: Element | null, viewportHeight = Infinity): number {
  const [side, top] = TOAST.offsetsPx;
  if (!header) return top;
  let bottom = header.getBoundingClientRect().bottom;
  // The bar is position: fixed once the page scrolled (data-fixed): its bottom, not the header's, is what shows.
  const fixedBar = header.querySelector('[data-fixed="true"]');
  if (fixedBar) bottom = Math.max(bottom, fixedBar.getBoundingClientRect().bottom);
  // A phone's open menu makes the header taller than the screen: the toast stays in the screen's upper half then.
  return Math.max(top, Math.min(Math.round(bottom) + side, Math.round(viewportHeight / 2)));
}

/** Keeps TOAST_TOP_VAR current while the toasts are mounted (once per animation frame on scroll and resize). */
export function followHeader(doc: Document = document): () => void {
  const win = doc.defaultView;
  if (!win) return () => undefined;
  let frame = 0;
  const update = () => {
    frame = 0;
    doc.documentElement.style.setProperty(TOAST_TOP_VAR, `${toastTopPx(doc.querySelector("header"), win.innerHeight)}px`);
  };
  const schedule = () => {
    if (!frame) frame = win.requestAnimationFrame(update);
  };
  update();
  win.addEventListener("scroll", schedule, { passive: true });
  win.addEventListener("resize", schedule);
  return () => {
    win.removeEventListener("scroll", schedule);
    win.removeEventListener("resize", schedule);
    if (frame) win.cancelAnimationFrame(frame);
  };
}
