import { type ComponentType, lazy, Suspense, useCallback, useEffect, useState } from "react";

type TIndexedPopupProps = { index: number | null };

/**
 * A popup over a list (open while `index` is set) whose code loads when it first opens, not with its page: a dialog
 * brings Mantine's Modal, focus trap, portal and transitions, whose set-up was a third of a list page's code evaluation
 * on a slow phone (issue 28), for a popup most visitors never open.
 *
 * Once loaded, the popup mounts closed and then opens, as an always-mounted one would: the dialog sees the opening
 * (its transition, and the opener it returns the focus to on close) and stays mounted for the next openings.
 */
export function lazyPopup<P extends TIndexedPopupProps>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  function OpenOnceMounted({ onMounted, ...props }: P & { onMounted: () => void }) {
    useEffect(onMounted, [onMounted]);
    return <Loaded {...(props as unknown as P)} />;
  }
  function LazyPopup(props: P) {
    const [mounted, setMounted] = useState(false);
    const markMounted = useCallback(() => setMounted(true), []);
    if (!mounted && props.index === null) return null;
    return (
      <Suspense fallback={null}>
        <OpenOnceMounted {...props} index={mounted ? props.index : null} onMounted={markMounted} />
      </Suspense>
    );
  }
  return LazyPopup;
}
