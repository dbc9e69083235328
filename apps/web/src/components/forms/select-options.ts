/** Catalogue rows ({ id, name }) as Select options. */
export const toOptions = (items: readonly { id: number; name: string }[] | undefined) => (items ?? []).map((i) => ({ value: String(i.id), label: i.name }));

/** Spanish texts every searchable Select of a form shares (where its list opens is the theme's, theme.ts). */
export const SELECT_TEXTS = { nothingFoundMessage: "Sin resultados" } as const;
