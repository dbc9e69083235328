// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { followHeader, TOAST_TOP_VAR, toastTopPx } from "./toast-top";

function headerWithBottoms(headerBottom: number, fixedBarBottom?: number): HTMLElement {
  const header = document.createElement("header");
  header.getBoundingClientRect = () => ({ bottom: headerBottom }) as DOMRect;
  if (fixedBarBottom !== undefined) {
    const bar = document.createElement("div");
    bar.dataset.fixed = "true";
    bar.getBoundingClientRect = () => ({ bottom: fixedBarBottom }) as DOMRect;
    header.append(bar);
  }
  return header;
}

describe("toasts start below the header's controls", () => {
  afterEach(() => {
    document.body.innerHTML = "";
    document.documentElement.style.removeProperty(TOAST_TOP_VAR);
  });

  it("at the top of the page, 15 px under the whole header (not over its account links)", () => {
    expect(toastTopPx(headerWithBottoms(190))).toBe(205);
  });

  it("once scrolled, under the fixed bar, the header itself scrolled away", () => {
    expect(toastTopPx(headerWithBottoms(-300, 96))).toBe(111);
  });

  it("never above the spec's 60 px, nor below the screen's middle (a phone's open menu)", () => {
    expect(toastTopPx(headerWithBottoms(-500))).toBe(60);
    expect(toastTopPx(null)).toBe(60);
    expect(toastTopPx(headerWithBottoms(1500), 800)).toBe(400);
  });

  it("publishes the place in a CSS variable for toaster.css", () => {
    document.body.append(headerWithBottoms(170));
    const stop = followHeader();
    expect(document.documentElement.style.getPropertyValue(TOAST_TOP_VAR)).toBe("185px");
    stop();
  });
});
