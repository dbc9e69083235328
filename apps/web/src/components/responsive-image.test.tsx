// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ResponsiveImage } from "./responsive-image";

afterEach(cleanup);

describe("an uploaded image", () => {
  it("offers the worker's smaller copies, and the page's main image is fetched first rather than lazily", () => {
    render(
      <>
        <ResponsiveImage src="/files/3f0c/foto.jpg" fileID="3f0c" alt="Principal" sizes="100vw" priority />
        <ResponsiveImage src="/files/9a1b/otra.jpg" fileID="9a1b" alt="Tarjeta" sizes="25vw" />
      </>,
    );
    const main = screen.getByRole("img", { name: "Principal" });
    expect(main.getAttribute("srcset")).toContain("/files/3f0c/w640.webp 640w");
    expect(main.getAttribute("fetchpriority")).toBe("high");
    expect(main.getAttribute("loading")).toBe("eager");
    const card = screen.getByRole("img", { name: "Tarjeta" });
    expect(card.getAttribute("loading")).toBe("lazy");
    expect(card.getAttribute("fetchpriority")).toBeNull();
  });
});
