// @vitest-environment jsdom

import { BLOCK_TIMING } from "@portal/schemas/blocks/block-types";
import { act, cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubMantineBrowserApis } from "../../testing/browser-stubs";
import { Carousel } from "./carousel";

/** A stand-in IntersectionObserver whose entries the test decides (jsdom has none). */
let report: (isIntersecting: boolean) => void = () => {};
class FakeIntersectionObserver {
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    report = (isIntersecting) => this.callback([{ isIntersecting }]);
  }
  disconnect() {}
}

const TURN_MS = 5_000 + BLOCK_TIMING.rotationExtraMs;
const shownSlide = (container: HTMLElement) => container.querySelector('[aria-hidden="false"][data-slide]')?.getAttribute("data-slide");

function renderCarousel() {
  return render(<Carousel label="Banner principal" rotationSeconds={5} slides={[<p key="a">Uno</p>, <p key="b">Dos</p>, <p key="c">Tres</p>]} />);
}

/** The page's visibility as the browser reports it. */
function setTabHidden(hidden: boolean) {
  Object.defineProperty(document, "visibilityState", { value: hidden ? "hidden" : "visible", configurable: true });
  document.dispatchEvent(new Event("visibilitychange"));
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  stubMantineBrowserApis();
});
afterEach(() => {
  cleanup();
  setTabHidden(false);
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("carousel rotation after load", () => {
  it("does not turn while off-screen, and turns once the reader scrolls to it", () => {
    const { container } = renderCarousel();
    act(() => report(false));
    act(() => void vi.advanceTimersByTime(TURN_MS * 3));
    expect(shownSlide(container)).toBe("1");
    act(() => report(true));
    act(() => void vi.advanceTimersByTime(TURN_MS));
    expect(shownSlide(container)).toBe("2");
  });

  it("does not turn while its tab is hidden", () => {
    const { container } = renderCarousel();
    act(() => report(true));
    act(() => setTabHidden(true));
    act(() => void vi.advanceTimersByTime(TURN_MS * 3));
    expect(shownSlide(container)).toBe("1");
    act(() => setTabHidden(false));
    act(() => void vi.advanceTimersByTime(TURN_MS));
    expect(shownSlide(container)).toBe("2");
  });
});
