import { Button, Group, Loader, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { CONTENT_LIST_LIMITS, CONTENT_QUERY_MESSAGES } from "@portal/schemas/contents/content-queries.schema";
import { CONTENT_TYPES, CONTENT_TYPE_IDS } from "@portal/schemas/contents/content-types";
import { trpc } from "../../../lib/trpc";
import { ContentResults } from "./content-results";
import { ListPagination } from "./list-pagination";

/** /buscar?q=: "Buscador", full-text search of published contents, with the content type filter (spec 02 §2). */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get("q") ?? "").trim();
  const type = params.get("tipo");
  const page = Math.max(1, Number(params.get("pagina")) || 1);
  const [text, setText] = useState(q);
  const [error, setError] = useState<string | null>(null);
  const enabled = q.length >= CONTENT_LIST_LIMITS.searchMin;
  const results = trpc.contents.search.useQuery({ q, page, contentType: type ? Number(type) : undefined }, { enabled });

  const update = (patch: Record<string, string | null>) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      for (const [k, v] of Object.entries(patch)) if (v) next.set(k, v); else next.delete(k);
      return next;
    });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const t = text.trim();
    if (t.length < CONTENT_LIST_LIMITS.searchMin) return setError(CONTENT_QUERY_MESSAGES.searchMin);
    setError(null);
    update({ q: t, pagina: null });
  };

  return (
    <Stack gap="lg">
      <Title order={1}>Buscador</Title>
      <form onSubmit={submit} role="search" aria-label="Buscar contenidos">
        <Group align="flex-start" wrap="wrap">
          <TextInput label="Buscar en la entidad" value={text} onChange={(e) => setText(e.currentTarget.value)} error={error} maxLength={CONTENT_LIST_LIMITS.searchMax} miw={280} />
          <Select
            label="Tipo de contenido"
            clearable
            placeholder="Todos"
            data={CONTENT_TYPE_IDS.map((id) => ({ value: String(id), label: CONTENT_TYPES[id].name }))}
            value={type}
            onChange={(v) => update({ tipo: v, pagina: null })}
          />
          <Button type="submit" mt={24}>Buscar</Button>
        </Group>
      </form>
      {enabled && results.isLoading && <Loader aria-label="Buscando" />}
      {results.data && (
        <>
          <Text role="status">{results.data.total === 1 ? "1 resultado" : `${results.data.total} resultados`} para «{q}»</Text>
          <ContentResults items={results.data.items} view="box" />
          <ListPagination page={results.data} onChange={(p) => update({ pagina: String(p) })} label="Páginas de resultados" />
        </>
      )}
    </Stack>
  );
}
