import { Anchor, Group } from "@mantine/core";
import { BLOCK_SUBSECTIONS, type TBlockSubsection } from "@portal/schemas/blocks/block-catalog";
import { Link } from "react-router";
import { BLOCK_PATHS } from "./block-paths";

/** The sub-sections of /administrador/bloques/{id} (spec 02 §2) as links; the current one is marked for screen readers. */
export function SubsectionNav({ current }: { current: TBlockSubsection | null }) {
  return (
    <nav aria-label="Secciones de bloques">
      <Group gap="xs" wrap="wrap">
        <Anchor component={Link} to={BLOCK_PATHS.list} size="sm">
          Todos los bloques
        </Anchor>
        {(Object.entries(BLOCK_SUBSECTIONS) as [TBlockSubsection, { label: string }][]).map(([id, s]) => (
          <Anchor
            key={id}
            component={Link}
            to={BLOCK_PATHS.block(id)}
            size="sm"
            fw={current === id ? 700 : undefined}
            aria-current={current === id ? "page" : undefined}
          >
            {s.label}
          </Anchor>
        ))}
        <Anchor component={Link} to={BLOCK_PATHS.bannerList} size="sm">
          Lista de banners
        </Anchor>
      </Group>
    </nav>
  );
}
