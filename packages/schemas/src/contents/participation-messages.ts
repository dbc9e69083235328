import { CONTENT_SUCCESS_MESSAGES } from "./content-messages.ts";

/**
 * The limits and Spanish messages of votes and polls, apart from their zod schemas (participation.schema.ts) so a
 * content's page shows them without loading zod: the schemas are loaded when the citizen sends an answer.
 */
export const PARTICIPATION_LIMITS = { openMin: 10, openMax: 560 } as const;
const L = PARTICIPATION_LIMITS;

/** Answering votes and polls (spec 02 §5, §8). Both need a logged-in user; one vote per user is enforced by the database. */
export const PARTICIPATION_MESSAGES = {
  optionRequired: "Debes ingresar una opcion",
  /** spec silent */
  openRequired: "Debes ingresar una respuesta",
  openMin: `Debes ingresar por lo menos ${L.openMin} caracteres`,
  openMax: `No puedes ingresar mas de ${L.openMax} caracteres`,
  /** spec silent: the text of the "already-voted message". */
  alreadyVoted: "Ya registraste tu participación en este contenido",
  pollSaved: CONTENT_SUCCESS_MESSAGES.pollSaved,
} as const;
