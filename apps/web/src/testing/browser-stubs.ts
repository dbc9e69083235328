/**
 * What jsdom lacks and Mantine asks for, for component tests (`// @vitest-environment jsdom`): `matchMedia` (colour
 * scheme and breakpoints) and `ResizeObserver` (scroll areas, tables). Each is set only where missing.
 */
export function stubMantineBrowserApis(): void {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
