import { COMMON_MESSAGES } from "../common/common-messages.ts";
import { FILE_MESSAGES } from "../files/upload.schema.ts";

/** Limits of the content form (spec 02 §5, §9). */
export const CONTENT_LIMITS = {
  nameMin: 4,
  nameMax: 150,
  descriptionMin: 20,
  /** Guard against absurd payloads; the spec sets no maximum for the description. */
  descriptionMax: 4000,
  /** Rich text body; sanitised on the server (core/contents/sanitize-html.ts). */
  bodyMax: 200_000,
  linkMax: 1250,
  imageDescriptionMax: 150,
  /** spec silent: search engines show about 160 characters of a page's meta description. */
  metaDescriptionMax: 300,
  eventTextMax: 70,
  voteOptionsMin: 2,
  optionTextMax: 100,
  pollQuestionMin: 20,
  pollQuestionMax: 560,
  pollOptionsMin: 2,
  percentageMin: 0,
  percentageMax: 100,
  accountabilityTextMax: 250,
  accountabilityBodyMin: 50,
  procedureUrlMax: 200,
  procedureValueMax: 9,
  procedureTimeMax: 21,
  galleryImagesMax: 6,
  galleryImagesPerSection: 216,
  /** The file picker hides at this many selected gallery files. */
  galleryPickerHiddenAt: 5,
  youtubeCodeLength: 11,
} as const;
const L = CONTENT_LIMITS;

/**
 * Every Spanish message of the content form. Texts quoted by spec 02 §5 are verbatim (their spelling included);
 * the others (marked "spec silent") were written where the spec states a rule without its message.
 */
export const CONTENT_MESSAGES = {
  typeRequired: "Debes seleccionar el tipo de contenido",
  linkRequired: COMMON_MESSAGES.linkRequired,
  linkInvalid: COMMON_MESSAGES.linkInvalid,
  /** spec silent: modelled on the mass upload's 450-character message. */
  linkMax: `El link no puede tener más de ${L.linkMax} caracteres`,
  linkOrFile: "Debes ingresar un link o un archivo",
  nameRequired: "Debes ingresar el nombre del contenido",
  nameMin: `El mínimo de caracteres para el nombre es de ${L.nameMin}`,
  /** spec silent */
  nameMax: `El máximo de caracteres para el nombre es de ${L.nameMax}`,
  nameInvalid: "El nombre ingresado no es válido",
  closingDateRequired: "Debes ingresar la fecha de vigencia",
  descriptionRequired: "Debes ingresar la descripción del contenido",
  descriptionMin: `El mínimo de caracteres para la descripción es de ${L.descriptionMin}`,
  /** spec silent */
  descriptionMax: `El máximo de caracteres para la descripción es de ${L.descriptionMax}`,
  /** spec silent: an image in the body needs its text alternative (WCAG 1.1.1). */
  imageAltRequired: "Describe cada imagen del cuerpo para quien no puede verla (texto alternativo)",
  /** spec silent */
  metaDescriptionMax: `La meta descripción no puede tener más de ${L.metaDescriptionMax} caracteres`,
  /** spec silent */
  imageDescriptionMax: `La descripción de la imagen no puede tener más de ${L.imageDescriptionMax} caracteres`,
  /** spec silent */
  dateInvalid: COMMON_MESSAGES.dateInvalid,
  /** spec silent: a category, sub-category or section sent without its id. */
  idInvalid: "Identificador no válido",
  wallTypeRequired: "Debes ingresar el tipo de muro",
  // Scheduling
  startBeforeEnd: COMMON_MESSAGES.startBeforeClosing,
  startNotPast: "La fecha de inicio no puede ser menor que este momento",
  endNotPast: "La fecha de cierre no puede ser menor que este momento",
  /** spec silent */
  startDateRequired: COMMON_MESSAGES.startDateRequired,
  /** Document issue date: the mass upload's verbatim text. */
  issueDateRequired: COMMON_MESSAGES.issueDateRequired,
  /** spec silent: publish-from must not be after publish-to. */
  publishRange: "La fecha de publicación inicial no puede ser posterior a la fecha de publicación final",
  // Vote
  voteOptionsMin: "Debes ingresar por lo menos dos opciones de votación",
  optionNameRequired: "Debes ingresar el nombre de la opción",
  /** spec silent */
  optionNameMax: `El nombre de la opción no puede tener más de ${L.optionTextMax} caracteres`,
  // Poll
  pollQuestionRequired: "Debes ingresar una pregunta",
  /** spec silent */
  pollQuestionMin: `La pregunta debe tener por lo menos ${L.pollQuestionMin} caracteres`,
  /** spec silent */
  pollQuestionMax: `La pregunta no puede tener más de ${L.pollQuestionMax} caracteres`,
  /** spec silent */
  pollOptionsMin: "Debes ingresar por lo menos dos opciones de respuesta",
  // Accountability
  /** spec silent */
  accountabilityBaseRequired: "Debes ingresar la línea base",
  /** spec silent */
  accountabilityGoalRequired: "Debes ingresar la meta",
  /** spec silent */
  accountabilityTextMax: `Debes ingresar máximo ${L.accountabilityTextMax} caracteres`,
  percentageMin: "Debes ingresar minimo 0",
  percentageMax: "Debes ingresar máximo 100",
  percentageNumeric: "Debes ingresar un valor numérico",
  // Procedure
  procedureTypeRequired: "Debes seleccionar un tipo de tramite",
  /** spec silent */
  procedureUrlMax: `El link no puede tener más de ${L.procedureUrlMax} caracteres`,
  procedureCostTypeRequired: "Debes seleccionar el valor del trámite",
  procedureValueRequired: "Debes ingresar un valor para el tramite",
  /** spec silent */
  procedureValueMax: `El valor del trámite no puede tener más de ${L.procedureValueMax} caracteres`,
  /** spec silent */
  procedureTimeRequired: "Debes ingresar la duración del trámite",
  /** spec silent */
  procedureTimeMax: `La duración del trámite no puede tener más de ${L.procedureTimeMax} caracteres`,
  // Event
  /** spec silent */
  eventHostRequired: "Debes ingresar el organizador del evento",
  /** spec silent */
  eventLocationRequired: "Debes ingresar el lugar del evento",
  /** spec silent */
  eventTextMax: `Debes ingresar máximo ${L.eventTextMax} caracteres`,
  /** spec silent */
  eventStartRequired: "Debes ingresar la fecha y hora de inicio",
  /** spec silent */
  eventEndRequired: "Debes ingresar la fecha y hora de cierre",
  /** spec silent */
  hourInvalid: "Debes ingresar una hora válida",
  eventEndAfterStart: "Debes ingresar una fecha de cierre superior a la fecha de inicio",
  // Hangout
  youtubeRequired: COMMON_MESSAGES.youtubeRequired,
  youtubeInvalid: COMMON_MESSAGES.youtubeInvalid,
  // Gallery
  galleryImageRequired: "Debes seleccionar al menos una imagen",
  /** spec silent */
  mainImageRequired: "Debes seleccionar la imagen principal",
  galleryImagesMax: `Solo se permiten máximo ${L.galleryImagesMax} imágenes`,
  gallerySectionFull: "Ha alcanzado el límite de imágenes permitidas.",
  // Files
  fileWrongType: FILE_MESSAGES.wrongType,
} as const;

/** Outcome texts of the content calls (spec 02 §8), shown as toasts. */
/**
 * Confirmation prompts of the admin actions (spec 02 §8 "Confirmation prompts: … delete contents, move, inactivate,
 * delete"; only the single delete's text is quoted, CONTENT_SUCCESS_MESSAGES.confirmDelete). {0}, {1} as named.
 */
export const CONTENT_CONFIRM_MESSAGES = {
  /** {0} the destination section. */
  moveOne: "¿Está seguro de mover este contenido a la sección {0}?",
  /** {0} how many, {1} the destination section. */
  moveMany: "¿Está seguro de mover los {0} contenidos seleccionados a la sección {1}?",
  /** {0} the content's name. */
  inactivate: "¿Está seguro de inactivar el contenido {0}? Dejará de verse en el portal.",
  inactivateMany: "¿Está seguro de inactivar los contenidos seleccionados?",
  deleteMany: "¿Está seguro de eliminar los contenidos seleccionados?",
} as const;

export const CONTENT_SUCCESS_MESSAGES = {
  deleted: "Contenido eliminado correctamente",
  moved: "Se ha movido el elemento exitosamente.",
  featured: "Se ha destacado el contenido en la sección",
  updated: COMMON_MESSAGES.updated,
  removed: COMMON_MESSAGES.deleted,
  pollSaved: "Encuesta guardada de forma exitosa",
  confirmDelete: COMMON_MESSAGES.confirmDelete,
} as const;
