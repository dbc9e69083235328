/** The search page's texts (spec 02 §2 "Buscador"; the help when nothing matches is spec silent). */
export const SEARCH_MESSAGES = {
  servicesTitle: "Servicios del portal",
  /** {q} is the search. */
  noResults: "No encontramos resultados para «{q}»",
  noResultsHelp: "Revisa la ortografía, usa menos palabras o palabras más generales.",
  didYouMean: "¿Quisiste decir?",
  mainServices: "Servicios principales",
  synonymLine: "Cada línea lleva al menos dos términos separados por comas, de 2 a 60 caracteres cada uno",
} as const;
