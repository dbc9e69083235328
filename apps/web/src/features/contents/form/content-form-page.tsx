import { Stack, Title } from "@mantine/core";
import { isContentType, type TContentType } from "@portal/schemas/contents/content-types";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { LoadOrFailure } from "../../../components/load-or-failure";
import { trpc } from "../../../lib/trpc";
import type { TContentDetail } from "../content-api";
import { contentPath } from "../content-paths";
import { useContentRoutes } from "../use-content-routes";
import { useSections } from "../use-sections";
import { ContentForm } from "./content-form";
import { emptyContentValues, valuesFromDetail } from "./form-values";

/** /administrador/contenidos/nuevo?seccion= and /administrador/contenidos/editar/{alias} (staff with Contents). */
export function ContentFormPage() {
  const { alias } = useParams();
  return alias ? <EditContent alias={alias} /> : <NewContent />;
}

function useOpenSaved() {
  const navigate = useNavigate();
  const routes = useContentRoutes();
  return (c: TContentDetail) => void navigate(contentPath(routes, c.friendlyName));
}

function NewContent() {
  const [params] = useSearchParams();
  const sections = useSections();
  const onSaved = useOpenSaved();
  const navigate = useNavigate();
  const wanted = params.get("seccion");
  if (!sections.data) return <LoadOrFailure error={sections.error} label="Cargando las secciones" />;
  const section = wanted ? sections.data.find((s) => s.friendlyName === wanted) : undefined;
  const types = section ? section.validContentTypes.map((t) => t.contentType).filter(isContentType) : undefined;
  const only: TContentType | null = types?.length === 1 ? (types[0] ?? null) : null;
  return (
    <Stack gap="lg" maw={960}>
      <Title order={1}>Nuevo contenido</Title>
      <ContentForm initial={emptyContentValues(only, section?.tagID ?? null)} types={types} onSaved={onSaved} onCancel={() => void navigate(-1)} />
    </Stack>
  );
}

function EditContent({ alias }: { alias: string }) {
  const detail = trpc.contents.detail.useQuery({ friendlyName: alias });
  const onSaved = useOpenSaved();
  const navigate = useNavigate();
  if (!detail.data) return <LoadOrFailure error={detail.error} label="Cargando el contenido" />;
  return (
    <Stack gap="lg" maw={960}>
      <Title order={1}>Editar contenido</Title>
      <ContentForm initial={valuesFromDetail(detail.data)} friendlyName={detail.data.friendlyName} onSaved={onSaved} onCancel={() => void navigate(-1)} />
    </Stack>
  );
}
