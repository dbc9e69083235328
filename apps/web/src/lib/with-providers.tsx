import { type ComponentType, createElement, type LazyExoticComponent, lazy } from "react";
import { afterShellPaint } from "./shell-paint";

/** The data clients and Mantine (src/lib/app-providers.tsx): downloaded with the first part of the page that needs them. */
export const loadProviders = () => import("./app-providers");

/** `component` wrapped in the app's providers, for a module and the providers loaded together. */
export function wrapInProviders<P extends object>(component: ComponentType<P>, providers: Awaited<ReturnType<typeof loadProviders>>): ComponentType<P> {
  const { AppProviders } = providers;
  function WithProviders(props: P) {
    return createElement(AppProviders, null, createElement(component, props));
  }
  WithProviders.displayName = `withProviders(${component.displayName ?? component.name})`;
  return WithProviders;
}

/**
 * A lazy component outside any page (header, footer, modal hosts, the home's blocks) that uses Mantine, tRPC or
 * react-query: its module and the providers download in parallel, and it renders inside them. On the first load the
 * downloads wait for the shell's first paint, as a page's do (lib/shell-paint.ts): the home's blocks, asked for as
 * soon as their data came, started before it and counted in Lighthouse's paint time.
 */
export function lazyWithProviders<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    await afterShellPaint();
    const [module, providers] = await Promise.all([load(), loadProviders()]);
    return { default: wrapInProviders(module[name], providers) };
  });
}
