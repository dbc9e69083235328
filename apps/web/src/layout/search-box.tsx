import { ActionIcon, TextInput } from "@mantine/core";
import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { SEARCH } from "@portal/schemas/ui/ui-constants";
import { SearchIcon } from "../components/icons";
import { PATHS } from "../routes/paths";
import classes from "./layout.module.css";

/** The search target for a query, or null when it is too short (spec 02 §5: keyword minimum 3 characters). */
export function searchHref(text: string): string | null {
  const q = text.trim();
  if (q.length < SEARCH.minChars) return null;
  return `${PATHS.search}?q=${encodeURIComponent(q)}`;
}

/** "Buscar en la entidad": Enter (or the button) opens /buscar?q= when the text has at least 3 characters. */
export function SearchBox() {
  const navigate = useNavigate();
  const [text, setText] = useState("");
  const [tooShort, setTooShort] = useState(false);
  const hintId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const href = searchHref(text);
    setTooShort(href === null && text.trim().length > 0);
    if (href) void navigate(href);
  };

  return (
    <form role="search" className={classes.search} onSubmit={submit}>
      <TextInput
        type="search"
        label={SEARCH.placeholder}
        labelProps={{ className: "visually-hidden" }}
        placeholder={SEARCH.placeholder}
        value={text}
        onChange={(e) => {
          setText(e.currentTarget.value);
          if (tooShort) setTooShort(false);
        }}
        error={tooShort ? `Escribe por lo menos ${SEARCH.minChars} caracteres` : undefined}
        aria-describedby={tooShort ? hintId : undefined}
        errorProps={{ id: hintId, className: classes.searchError }}
        rightSection={
          <ActionIcon type="submit" variant="subtle" aria-label="Buscar" size="lg">
            <SearchIcon />
          </ActionIcon>
        }
        rightSectionWidth={44}
        maxLength={200}
      />
    </form>
  );
}
