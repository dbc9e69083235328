import { Button, Group, Select, Stack, Text, Title } from "@mantine/core";
import { BLOCK_TYPE_NAMES } from "@portal/schemas/blocks/block-catalog";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { trpc } from "../../lib/trpc";
import { useSections } from "../contents/use-sections";
import { BLOCK_PATHS } from "./block-paths";
import { BlockTable } from "./block-table";
import { SubsectionNav } from "./subsection-nav";

const TYPE_OPTIONS = Object.entries(BLOCK_TYPE_NAMES).map(([value, label]) => ({ value, label: `${value}. ${label}` }));

/** /administrador/bloques: the home's blocks (or a section page's, ?seccion=tagID) in order, and a new block by type. */
export function BlocksPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const sections = useSections();
  const blockSectionID = Number(params.get("seccion")) || null;
  const [type, setType] = useState<string | null>(null);
  const create = trpc.blockAdmin.create.useMutation({ onSuccess: (b) => void navigate(BLOCK_PATHS.block(b.blockID)) });
  const pages = [{ value: "", label: "Home" }, ...(sections.data ?? []).map((s) => ({ value: String(s.tagID), label: s.name }))];
  return (
    <Stack gap="lg">
      <Title order={1}>Bloques del home</Title>
      <SubsectionNav current={null} />
      <Text size="sm">Los bloques activos se muestran en este orden. Arrastra una fila o usa las flechas para ordenarlos; el orden se guarda al instante.</Text>
      <Group align="flex-end" wrap="wrap">
        <Select
          label="Página"
          data={pages}
          value={blockSectionID ? String(blockSectionID) : ""}
          allowDeselect={false}
          onChange={(value) => setParams(value ? { seccion: value } : {})}
          w={240}
        />
        <Select label="Tipo de bloque" placeholder="Selecciona un tipo" data={TYPE_OPTIONS} value={type} onChange={setType} searchable w={280} />
        <Button disabled={!type} loading={create.isPending} onClick={() => type && create.mutate({ type: Number(type), blockSectionID, status: 1 })}>
          Agregar bloque
        </Button>
      </Group>
      <BlockTable blockSectionID={blockSectionID} />
    </Stack>
  );
}
