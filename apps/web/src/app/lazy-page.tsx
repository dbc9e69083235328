import { PAGE_LOAD_FAILED } from "@portal/schemas/errors/error-messages";
import { type ComponentType, createElement, lazy, Suspense } from "react";
import { PageLoader } from "../components/page-loader";
import ui from "../components/shell-ui.module.css";
import { afterShellPaint, nextTask } from "../lib/shell-paint";
import { loadProviders, wrapInProviders } from "../lib/with-providers";

/** A failed chunk download is retried once after this pause (a dropped connection often comes back at once). */
const RETRY_MS = 800;

/** Shown in place of a page whose chunk could not be downloaded; a full reload fetches the current build. Plain markup: it shows when chunks (Mantine's too) cannot load. */
function PageLoadFailed() {
  return (
    <div style={{ display: "grid", gap: "var(--mantine-spacing-lg)", maxWidth: 640 }}>
      <h1 style={{ margin: 0 }}>{PAGE_LOAD_FAILED.title}</h1>
      <p className={ui.alert} style={{ margin: 0 }}>
        {PAGE_LOAD_FAILED.text}
      </p>
      <div>
        <button type="button" className={ui.button} onClick={() => globalThis.location.reload()}>
          {PAGE_LOAD_FAILED.button}
        </button>
      </div>
    </div>
  );
}

async function loadWithRetry<M>(load: () => Promise<M>, retryMs: number): Promise<M> {
  try {
    return await load();
  } catch {
    await new Promise((resolve) => setTimeout(resolve, retryMs));
    return load();
  }
}

/**
 * The one way a route gets its page: a chunk of its own (code-split per page), downloaded together with the app's
 * providers (Mantine, tRPC, react-query: src/lib/app-providers.tsx) it renders in, a loader meanwhile (or the route's
 * own `fallback`, in plain markup), and `PageLoadFailed` if the download fails twice. Errors the page throws while
 * rendering still reach the layout's error boundary (the 500 message).
 */
export function lazyPage<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  { retryMs = RETRY_MS, fallback: Fallback = PageLoader }: { retryMs?: number; fallback?: ComponentType } = {},
): ComponentType<P> {
  const Lazy: ComponentType<P> = lazy<ComponentType<P>>(() =>
    // On the first load, after the shell is on screen (lib/shell-paint.ts); at once afterwards. The providers' chunks
    // are preloaded in a task of their own, not in the page's.
    afterShellPaint()
      .then(() => loadWithRetry(() => Promise.all([load(), nextTask().then(loadProviders)]), retryMs))
      .then(
        ([module, providers]): { default: ComponentType<P> } => ({ default: wrapInProviders(module[name], providers) }),
        (error: unknown) => {
          console.error(error);
          return { default: PageLoadFailed as ComponentType<P> };
        },
      ),
  );
  function LazyPage(props: P) {
    return <Suspense fallback={<Fallback />}>{createElement(Lazy, props)}</Suspense>;
  }
  LazyPage.displayName = `lazyPage(${name})`;
  return LazyPage;
}
