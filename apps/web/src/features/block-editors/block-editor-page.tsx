import { Alert, Anchor, Button, Group, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import { SLIDER_VARIANTS } from "@portal/schemas/blocks/banner-forms";
import { BANNER_BLOCK_TYPES, BLOCK_PAGE_EDITORS, BLOCK_SUBSECTIONS, type TBlockSubsection } from "@portal/schemas/blocks/block-catalog";
import { BLOCK_MESSAGES } from "@portal/schemas/blocks/block-forms";
import { DIALOG_MESSAGES } from "@portal/schemas/ui/ui-constants";
import { Link, useNavigate, useParams } from "react-router";
import { PageLoader } from "../../components/page-loader";
import { toast } from "../../lib/notify";
import { trpc } from "../../lib/trpc";
import { useSections } from "../contents/use-sections";
import { BannerTable } from "./banner-table";
import { BlockFrameForm, type TBlockDetail } from "./block-frame-form";
import { BLOCK_PATHS, isSubsection, pageEditorOf, subsectionOf } from "./block-paths";
import { BlockTable } from "./block-table";
import { FooterLogosEditor } from "./footer-logos-editor";
import { ItemListEditor } from "./item-list-editor";
import { SubsectionNav } from "./subsection-nav";

/** /administrador/bloques/{id}: a sub-section (banners, calendario, mapa…) or one block's editor. */
export function BlockEditorPage() {
  const { id = "" } = useParams();
  if (isSubsection(id)) return <SubsectionPage subsection={id} />;
  return <BlockPage blockID={Number(id)} />;
}

/** The home's blocks of one sub-section's types, and a new block of that kind. */
function SubsectionPage({ subsection }: { subsection: TBlockSubsection }) {
  const navigate = useNavigate();
  const { label, types } = BLOCK_SUBSECTIONS[subsection];
  const create = trpc.blockAdmin.create.useMutation({ onSuccess: (b) => void navigate(BLOCK_PATHS.block(b.blockID)) });
  return (
    <Stack gap="lg">
      <Title order={1}>Bloques: {label}</Title>
      <SubsectionNav current={subsection} />
      <Group>
        <Button loading={create.isPending} onClick={() => create.mutate({ type: types[0], status: 1 })}>
          Agregar bloque de {label.toLowerCase()}
        </Button>
      </Group>
      <BlockTable blockSectionID={null} types={types} />
      {subsection === "globallogos" && <FooterLogosEditor />}
    </Stack>
  );
}

function BlockPage({ blockID }: { blockID: number }) {
  const block = trpc.blockAdmin.get.useQuery({ blockID }, { enabled: Number.isSafeInteger(blockID) && blockID > 0, retry: false });
  if (!Number.isSafeInteger(blockID) || blockID <= 0 || block.isError) {
    return (
      <Stack gap="lg">
        <Title order={1}>Editar bloque</Title>
        <Alert color="red" variant="light" role="alert">
          {BLOCK_MESSAGES.notFound}
        </Alert>
        <Anchor component={Link} to={BLOCK_PATHS.list}>
          Volver a los bloques
        </Anchor>
      </Stack>
    );
  }
  if (!block.data) return <PageLoader />;
  return <BlockEditor block={block.data} />;
}

function BlockEditor({ block }: { block: TBlockDetail }) {
  const sections = useSections();
  const editor = pageEditorOf(block.type);
  const friendlyName = block.blockSectionID ? (sections.data?.find((s) => s.tagID === block.blockSectionID)?.friendlyName ?? "home") : "home";
  return (
    <Stack gap="lg">
      <Title order={1}>Editar bloque: {block.typeName}</Title>
      <SubsectionNav current={subsectionOf(block.type)} />
      {editor && (
        <Group>
          <Button component={Link} to={BLOCK_PATHS.pageEditor(block.blockID, editor, friendlyName)} variant="light">
            Abrir el editor de {BLOCK_PAGE_EDITORS[editor].label.toLowerCase()}
          </Button>
        </Group>
      )}
      <BlockFrameForm key={`frame-${block.blockID}`} block={block} />
      {(BANNER_BLOCK_TYPES as readonly number[]).includes(block.type) && (
        <Stack gap="sm">
          <Title order={2}>Banners del carrusel</Title>
          {block.type === 3 && <SliderVariant />}
          <BannerTable blockID={block.blockID} />
        </Stack>
      )}
      {(block.type === 4 || block.type === 5) && (
        <Section title="Logos">
          <ItemListEditor block={block} kind="logos" />
        </Section>
      )}
      {block.type === 9 && (
        <Section title="Puntos del mapa">
          <ItemListEditor block={block} kind="mapItems" />
        </Section>
      )}
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="sm">
      <Title order={2}>{title}</Title>
      {children}
    </Stack>
  );
}

/** sliderconf: which of the three slider variants the home shows. */
function SliderVariant() {
  const utils = trpc.useUtils();
  const conf = trpc.blockAdmin.sliderConf.useQuery();
  const set = trpc.blockAdmin.setSliderConf.useMutation({
    onSuccess: () => {
      toast("success", DIALOG_MESSAGES.updated);
      void utils.blockAdmin.sliderConf.invalidate();
    },
  });
  return (
    <Stack gap={4}>
      <Text id="slider-variant-label" size="sm" fw={500}>
        Variante del slider
      </Text>
      <SegmentedControl
        aria-labelledby="slider-variant-label"
        value={String(conf.data?.variant ?? 1)}
        disabled={set.isPending}
        data={Object.entries(SLIDER_VARIANTS).map(([value, label]) => ({ value, label }))}
        onChange={(value) => set.mutate({ variant: Number(value) })}
      />
    </Stack>
  );
}
