/**
 * What jsdom lacks and Mantine asks for, for component tests (`// @vitest-environment jsdom`): `matchMedia` (colour
 * scheme and breakpoints), `ResizeObserver` (scroll areas, tables) and `document.fonts` (an autosize textarea measures
 * again when fonts load). Each is set only where missing.
 */
export function stubMantineBrowserApis(): void {
  // Read as an optional property: jsdom may lack what the DOM types say every window has.
  const browser: Partial<Pick<Window, "matchMedia">> = window;
  browser.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  if (!("fonts" in document)) Object.defineProperty(document, "fonts", { value: { addEventListener() {}, removeEventListener() {} }, configurable: true });
}
