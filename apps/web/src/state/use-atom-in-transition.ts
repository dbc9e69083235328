import { type Atom, useStore } from "jotai";
import { startTransition, useEffect, useState } from "react";

/**
 * An atom's value, each change rendered in a transition (in slices, yielding to the browser; the shown screen stays
 * while new content loads). jotai's own hooks re-render outside any transition: their subscription effect asks for a
 * blocking re-render that reads the atom's newest value, so a large tree following the atom renders in one long task.
 */
export function useAtomInTransition<V>(atom: Atom<V>): V {
  const store = useStore();
  const [value, setValue] = useState(() => store.get(atom));
  useEffect(() => {
    const show = () => startTransition(() => setValue(store.get(atom)));
    const unsubscribe = store.sub(atom, show);
    show();
    return unsubscribe;
  }, [store, atom]);
  return value;
}
