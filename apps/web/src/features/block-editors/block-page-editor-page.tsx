import { Alert, Anchor, Group, Stack, Title } from "@mantine/core";
import { BLOCK_PAGE_EDITORS, type TBlockChildKind, type TBlockPageEditor } from "@portal/schemas/blocks/block-catalog";
import { BLOCK_MESSAGES } from "@portal/schemas/blocks/block-forms";
import { lazy, Suspense } from "react";
import { Link, useLocation, useParams } from "react-router";
import { PageLoader } from "../../components/page-loader";
import { trpc } from "../../lib/trpc";
import { sectionPath } from "../contents/content-paths";
import { useContentRoutes } from "../contents/use-content-routes";
import { BlockFrameForm, type TBlockDetail } from "./block-frame-form";
import { BLOCK_PATHS, isPageEditor } from "./block-paths";
import { ItemListEditor } from "./item-list-editor";

/** The rich-text editor (tiptap) loads only for text blocks. */
const RichTextField = lazy(() => import("../contents/form/rich-text-editor").then((m) => ({ default: m.RichTextField })));

/** The list each full-page editor edits below the frame. */
const LISTS: Record<TBlockPageEditor, TBlockChildKind | null> = {
  personas: "persons",
  contenidos: null,
  accesos: "shortcuts",
  texto: null,
  secciones: "sections",
  redes: null,
};

/**
 * /administrador/bloques/{blockID}/personas|contenidos|accesos|texto|secciones|redes/{friendlyName}: the full-page
 * editors reached from a block's "Editar" (spec 02 §2). {friendlyName} names the page the block sits on.
 */
export function BlockPageEditorPage() {
  const { blockID = "", friendlyName = "home" } = useParams();
  const segment = useLocation().pathname.split("/")[4] ?? "";
  const editor: TBlockPageEditor = isPageEditor(segment) ? segment : "texto";
  const id = Number(blockID);
  const valid = Number.isSafeInteger(id) && id > 0;
  const block = trpc.blockAdmin.get.useQuery({ blockID: id }, { enabled: valid, retry: false });
  const routes = useContentRoutes();
  const back = friendlyName === "home" ? "/" : sectionPath(routes, friendlyName);
  const label = BLOCK_PAGE_EDITORS[editor].label;
  const fits = block.data && (BLOCK_PAGE_EDITORS[editor].types as readonly number[]).includes(block.data.type);
  return (
    <Stack gap="lg">
      <Title order={1}>Editar {label.toLowerCase()}</Title>
      <Group gap="md">
        <Anchor component={Link} to={back}>
          Volver a la página
        </Anchor>
        <Anchor component={Link} to={BLOCK_PATHS.list}>
          Bloques del home
        </Anchor>
        {valid && (
          <Anchor component={Link} to={BLOCK_PATHS.block(id)}>
            Opciones del bloque
          </Anchor>
        )}
      </Group>
      {!valid || block.isError ? (
        <Alert color="red" variant="light" role="alert">
          {BLOCK_MESSAGES.notFound}
        </Alert>
      ) : !block.data ? (
        <PageLoader />
      ) : !fits ? (
        <Alert color="red" variant="light" role="alert">
          {BLOCK_MESSAGES.wrongKind}
        </Alert>
      ) : (
        <Editor block={block.data} editor={editor} />
      )}
    </Stack>
  );
}

function Editor({ block, editor }: { block: TBlockDetail; editor: TBlockPageEditor }) {
  const list = LISTS[editor];
  return (
    <Stack gap="lg">
      <BlockFrameForm
        block={block}
        richText={
          editor === "texto"
            ? (props) => (
                <Suspense fallback={<PageLoader />}>
                  <RichTextField label="Texto" {...props} />
                </Suspense>
              )
            : undefined
        }
      />
      {list && (
        <Stack gap="sm">
          <Title order={2}>{BLOCK_PAGE_EDITORS[editor].label}</Title>
          <ItemListEditor block={block} kind={list} />
        </Stack>
      )}
    </Stack>
  );
}
