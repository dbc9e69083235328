/**
 * The five certificate procedures of spec 01 §2 (/tramites/{slug}), zod-free so the home page and menus can link them
 * without loading the form schemas. The administration may rename a certificate; these are the screens' titles.
 */
export const CERTIFICATE_SLUGS = {
  "certificado-paz-y-salvo": 1,
  "uso-suelo": 2,
  estratificacion: 3,
  residencia: 4,
  laboral: 5,
} as const;

export const CERTIFICATE_TITLES: Record<number, string> = {
  1: "Certificado de paz y salvo",
  2: "Certificado de uso de suelo",
  3: "Certificado de estratificación",
  4: "Certificado de residencia",
  5: "Certificado laboral",
};

/** Every procedure with its path, in the spec's order: what the home page and the request screens link to. */
export const CERTIFICATE_LINKS: readonly { id: number; path: string; title: string }[] = Object.entries(CERTIFICATE_SLUGS).map(([slug, id]) => ({
  id,
  path: `/tramites/${slug}`,
  title: CERTIFICATE_TITLES[id] ?? slug,
}));
