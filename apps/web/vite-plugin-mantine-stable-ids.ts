import type { Plugin } from "vite";

const USE_ID_FILE = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;
/** Mantine's swap: React's id in a state, replaced by a random one from a layout effect once mounted. */
const SWAP = /const \[uuid, setUuid\] = useState\(([^;]+)\);[\s\S]*?\}, \[\]\);/;

/**
 * Keeps the id Mantine's `useId` gives a component on its first render (React's `useId`, as Mantine's own server
 * rendering uses it) instead of swapping in a random one from a layout effect.
 *
 * Why: that swap is a state change in a layout effect, so every input, select and popover re-renders once more,
 * synchronously, in the very task that mounts it: the PQRDS form's inputs took 74–112 ms of a 4×-slowed CPU right
 * after the form committed, the page's longest task after load (issue 28). The portal renders one React root, where
 * React's ids are unique and stable, so the random id adds nothing. The build fails if Mantine's code no longer has
 * the swap (look again at what it does then).
 */
export function mantineStableIds(): Plugin {
  return {
    name: "portal:mantine-stable-ids",
    apply: "build",
    enforce: "pre",
    transform(code, id) {
      if (!USE_ID_FILE.test(id)) return null;
      if (!SWAP.test(code)) this.error(`${id}: Mantine's useId changed; review vite-plugin-mantine-stable-ids.ts`);
      return { code: code.replace(SWAP, "const uuid = $1;"), map: null };
    },
  };
}
