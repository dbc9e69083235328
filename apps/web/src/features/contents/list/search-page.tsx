import { Alert, Anchor, Button, Group, List, Loader, NativeSelect, Stack, Text, TextInput, Title } from "@mantine/core";
import { fillMessage } from "@portal/schemas/common/fill-message";
import { CONTENT_LIST_LIMITS, CONTENT_QUERY_MESSAGES } from "@portal/schemas/contents/content-query-options";
import { CONTENT_TYPE_IDS, CONTENT_TYPES } from "@portal/schemas/contents/content-types";
import { SEARCH_MESSAGES as S } from "@portal/schemas/search/search-messages";
import { type FormEvent, type ReactNode, useDeferredValue, useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { PATHS } from "../../../app/paths";
import { trpc } from "../../../lib/trpc";
import { ContentResults } from "./content-results";
import { ListPagination } from "./list-pagination";
import { ServiceLinks } from "./service-links";

/**
 * /buscar?q=: "Buscador", full-text search of published contents, with the content type filter (spec 02 §2), and the
 * portal's own services that match. When nothing matches, searches that look like it and the main services.
 */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get("q") ?? "").trim();
  const type = params.get("tipo");
  const page = Math.max(1, Number(params.get("pagina")) || 1);
  const [text, setText] = useState(q);
  // A suggestion ("¿Quisiste decir?") or the header's box changes the search: the field shows it.
  useEffect(() => setText(q), [q]);
  const [error, setError] = useState<string | null>(null);
  const enabled = q.length >= CONTENT_LIST_LIMITS.searchMin;
  const results = trpc.contents.search.useQuery({ q, page, contentType: type ? Number(type) : undefined }, { enabled });
  // The results render in a transition, in slices of a few milliseconds: react-query's update renders at once, in one
  // task that was the page's longest after load on a slow phone (issue 28's blocking time).
  // A new search shows its loader at once (no stale results beside the new words).
  const deferred = useDeferredValue(results.data);
  const data = results.data && deferred;

  const update = (patch: Record<string, string | null>) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      for (const [k, v] of Object.entries(patch))
        if (v) next.set(k, v);
        else next.delete(k);
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
          <TextInput
            label="Buscar en la entidad"
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            error={error}
            maxLength={CONTENT_LIST_LIMITS.searchMax}
            miw={280}
          />
          {/* A native select: a combobox's popover measured the page (a forced style recalculation) as the results
              rendered on a slow phone, and a phone offers its own picker. */}
          <NativeSelect
            label="Tipo de contenido"
            data={[{ value: "", label: "Todos" }, ...CONTENT_TYPE_IDS.map((id) => ({ value: String(id), label: CONTENT_TYPES[id].name }))]}
            value={type ?? ""}
            onChange={(e) => update({ tipo: e.currentTarget.value || null, pagina: null })}
          />
          <Button type="submit" mt={24}>
            Buscar
          </Button>
        </Group>
      </form>
      {enabled && (results.isLoading || (results.data && !data)) && <Loader aria-label="Buscando" />}
      {data && (
        <>
          <Text role="status">
            {data.total === 1 ? "1 resultado" : `${data.total} resultados`} para «{q}»
          </Text>
          {data.services.length > 0 && <ServiceLinks id="search-services" title={S.servicesTitle} services={data.services} />}
          {data.total > 0 || data.services.length > 0 ? (
            <>
              {data.total > 0 && <ContentResults items={data.items} view="box" />}
              <ListPagination page={data} onChange={(p) => update({ pagina: String(p) })} label="Páginas de resultados" />
            </>
          ) : (
            <NoResults q={q} suggestions={data.suggestions}>
              {data.mainServices.length > 0 && <ServiceLinks id="search-main-services" title={S.mainServices} services={data.mainServices} />}
            </NoResults>
          )}
        </>
      )}
    </Stack>
  );
}

/** Nothing matched: say so, suggest searches that look like it, and (children) the main services. */
function NoResults({ q, suggestions, children }: { q: string; suggestions: readonly string[]; children: ReactNode }) {
  return (
    <Stack gap="md">
      <Alert color="yellow" variant="light" title={fillMessage(S.noResults, { q })}>
        {S.noResultsHelp}
      </Alert>
      {suggestions.length > 0 && (
        <section aria-labelledby="search-suggestions">
          <Title order={2} size="h3" id="search-suggestions" mb="xs">
            {S.didYouMean}
          </Title>
          <List>
            {suggestions.map((s) => (
              <List.Item key={s}>
                <Anchor component={Link} to={`${PATHS.search}?q=${encodeURIComponent(s)}`}>
                  {s}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </section>
      )}
      {children}
    </Stack>
  );
}
