import { BLOCK_PAGE_EDITORS, BLOCK_SUBSECTIONS, type TBlockPageEditor, type TBlockSubsection } from "@portal/schemas/blocks/block-catalog";

/** Spec 02 §2: the block editors' paths. */
export const BLOCK_PATHS = {
  list: "/administrador/bloques",
  bannerList: "/administrador/bannerlist",
  block: (id: number | string) => `/administrador/bloques/${id}`,
  pageEditor: (blockID: number, editor: TBlockPageEditor, friendlyName: string) =>
    `/administrador/bloques/${blockID}/${editor}/${encodeURIComponent(friendlyName)}`,
} as const;

/** The full-page editor a block type opens, if any (shortcuts → accesos, people → personas…). */
export function pageEditorOf(type: number): TBlockPageEditor | null {
  const found = (Object.entries(BLOCK_PAGE_EDITORS) as [TBlockPageEditor, { types: readonly number[] }][]).find(([, e]) => e.types.includes(type));
  return found ? found[0] : null;
}

/** The /administrador/bloques/{id} sub-section a block type belongs to, if any. */
export function subsectionOf(type: number): TBlockSubsection | null {
  const found = (Object.entries(BLOCK_SUBSECTIONS) as [TBlockSubsection, { types: readonly number[] }][]).find(([, s]) => s.types.includes(type));
  return found ? found[0] : null;
}

export const isSubsection = (id: string): id is TBlockSubsection => id in BLOCK_SUBSECTIONS;
export const isPageEditor = (id: string): id is TBlockPageEditor => id in BLOCK_PAGE_EDITORS;
