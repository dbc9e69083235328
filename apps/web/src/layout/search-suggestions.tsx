import { useDebouncedValue } from "@mantine/hooks";
import { SEARCH } from "@portal/schemas/ui/ui-constants";
import { useEffect } from "react";
import { Link } from "react-router";
import { contentPath } from "../features/contents/content-paths";
import { useContentRoutes } from "../features/contents/use-content-routes";
import { trpc } from "../lib/trpc";
import classes from "./layout.module.css";

export type TSuggestion = { href: string; name: string };

type Props = {
  text: string;
  listId: string;
  open: boolean;
  highlighted: number;
  /** Tells the box which links its arrow keys and Enter walk through. */
  onItems: (items: TSuggestion[]) => void;
  onPick: () => void;
};

/**
 * The autocomplete of "Buscar en la entidad" (spec 02 §9: 10 results, 200 ms debounce, 3 characters). Loaded on the
 * box's first focus so the first visit does not carry it; the server applies the reader's visibility rules.
 */
export function SearchSuggestions({ text, listId, open, highlighted, onItems, onPick }: Props) {
  const routes = useContentRoutes();
  const [debounced] = useDebouncedValue(text.trim(), SEARCH.debounceMs);
  const enabled = debounced.length >= SEARCH.minChars;
  const found = trpc.contents.suggest.useQuery({ q: debounced }, { enabled, staleTime: 60_000, meta: { silent: true }, placeholderData: (prev) => prev });
  const items: TSuggestion[] = enabled ? (found.data ?? []).map((c) => ({ href: contentPath(routes, c.friendlyName), name: c.name })) : [];
  // Report only when the links change (the array is new on each render).
  // Report only when the links change (the array is new on each render).
  const key = items.map((i) => i.href).join("\n");
  useEffect(() => onItems(items), [key]);

  if (!open || items.length === 0) return null;
  return (
    <ul id={listId} role="listbox" aria-label="Sugerencias" className={classes.suggestions}>
      {items.map((item, i) => (
        <li key={item.href} id={`${listId}-${i}`} role="option" aria-selected={i === highlighted}>
          <Link to={item.href} onMouseDown={(e) => e.preventDefault()} onClick={onPick} tabIndex={-1}>
            {item.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
