import { Alert, Button, Stack, Title } from "@mantine/core";
import { createElement, lazy, Suspense, type ComponentType } from "react";
import { PAGE_LOAD_FAILED } from "@portal/schemas/errors/error-messages";
import { PageLoader } from "../components/page-loader";

/** A failed chunk download is retried once after this pause (a dropped connection often comes back at once). */
const RETRY_MS = 800;

/** Shown in place of a page whose chunk could not be downloaded; a full reload fetches the current build. */
export function PageLoadFailed() {
  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>{PAGE_LOAD_FAILED.title}</Title>
      <Alert color="red" variant="light">
        {PAGE_LOAD_FAILED.text}
      </Alert>
      <div>
        <Button onClick={() => globalThis.location.reload()}>{PAGE_LOAD_FAILED.button}</Button>
      </div>
    </Stack>
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
 * The one way a route gets its page: a chunk of its own (code-split per page), a loader while it downloads, and
 * `PageLoadFailed` if the download fails twice. Errors the page throws while rendering still reach the layout's
 * error boundary (the 500 message).
 */
export function lazyPage<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  { retryMs = RETRY_MS }: { retryMs?: number } = {},
): ComponentType<P> {
  const Lazy: ComponentType<P> = lazy<ComponentType<P>>(() =>
    loadWithRetry(load, retryMs).then(
      (module): { default: ComponentType<P> } => ({ default: module[name] }),
      (error: unknown) => {
        console.error(error);
        return { default: PageLoadFailed as ComponentType<P> };
      },
    ),
  );
  function LazyPage(props: P) {
    return <Suspense fallback={<PageLoader />}>{createElement(Lazy, props)}</Suspense>;
  }
  LazyPage.displayName = `lazyPage(${name})`;
  return LazyPage;
}
