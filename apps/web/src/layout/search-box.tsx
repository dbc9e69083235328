import { SEARCH } from "@portal/schemas/ui/ui-constants";
import { type FormEvent, type KeyboardEvent, Suspense, useId, useState } from "react";
import { useNavigate } from "react-router";
import { PATHS } from "../app/paths";
import { SearchIcon } from "../components/icons";
import { lazyWithProviders } from "../lib/with-providers";
import classes from "./layout.module.css";
import type { TSuggestion } from "./search-suggestions";

// The autocomplete (its query and debounce) loads on the box's first focus, not on the first visit.
const SearchSuggestions = lazyWithProviders(() => import("./search-suggestions"), "SearchSuggestions");

/** The search target for a query, or null when it is too short (spec 02 §5: keyword minimum 3 characters). */
export function searchHref(text: string): string | null {
  const q = text.trim();
  if (q.length < SEARCH.minChars) return null;
  return `${PATHS.search}?q=${encodeURIComponent(q)}`;
}

/** The suggestion the arrow keys move to (-1: back in the box), wrapping at both ends. */
export function nextHighlight(current: number, count: number, key: "ArrowDown" | "ArrowUp"): number {
  if (count === 0) return -1;
  if (key === "ArrowDown") return current >= count - 1 ? -1 : current + 1;
  return current <= -1 ? count - 1 : current - 1;
}

/**
 * "Buscar en la entidad": suggestions of up to 10 contents while typing (200 ms after the last key, from 3
 * characters); Enter (or the button) opens /buscar?q=, or the highlighted suggestion.
 */
export function SearchBox() {
  const navigate = useNavigate();
  const [text, setText] = useState("");
  const [tooShort, setTooShort] = useState(false);
  const [focused, setFocused] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [items, setItems] = useState<TSuggestion[]>([]);
  const [highlighted, setHighlighted] = useState(-1);
  const inputId = useId();
  const hintId = useId();
  const listId = useId();
  const open = focused && items.length > 0;

  const close = () => {
    setFocused(false);
    setHighlighted(-1);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const picked = open && highlighted >= 0 ? items[highlighted] : undefined;
    if (picked) {
      close();
      void navigate(picked.href);
      return;
    }
    const href = searchHref(text);
    setTooShort(href === null && text.trim().length > 0);
    if (href) {
      close();
      void navigate(href);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (items.length === 0) return;
      event.preventDefault();
      setFocused(true);
      setHighlighted((h) => nextHighlight(h, items.length, event.key as "ArrowDown" | "ArrowUp"));
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      close();
    }
  };

  return (
    <form role="search" className={classes.search} onSubmit={submit}>
      <label htmlFor={inputId} className="visually-hidden">
        {SEARCH.placeholder}
      </label>
      <div className={classes.searchField}>
        <input
          id={inputId}
          className={classes.searchInput}
          type="search"
          placeholder={SEARCH.placeholder}
          value={text}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setFocused(true);
            setHighlighted(-1);
            if (tooShort) setTooShort(false);
          }}
          onFocus={() => {
            setLoaded(true);
            setFocused(true);
          }}
          onBlur={close}
          onKeyDown={onKeyDown}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-activedescendant={open && highlighted >= 0 ? `${listId}-${highlighted}` : undefined}
          aria-invalid={tooShort || undefined}
          aria-describedby={tooShort ? hintId : undefined}
          autoComplete="off"
          maxLength={200}
        />
        <button type="submit" className={classes.searchButton} aria-label="Buscar">
          <SearchIcon />
        </button>
      </div>
      {tooShort && (
        <p id={hintId} className={classes.searchError}>
          Escribe por lo menos {SEARCH.minChars} caracteres
        </p>
      )}
      {loaded && (
        <Suspense fallback={null}>
          <SearchSuggestions text={text} listId={listId} open={open} highlighted={highlighted} onItems={setItems} onPick={close} />
        </Suspense>
      )}
    </form>
  );
}
