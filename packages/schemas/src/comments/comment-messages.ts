import { COMMON_MESSAGES } from "../common/common-messages.ts";
import { EMAIL_MESSAGES } from "../common/email.ts";

/** Limits of comments, feedback, reports and suggestions (spec 02 §5, §9). */
export const COMMENT_LIMITS = {
  commentMin: 10,
  commentMax: 560,
  replyMax: 560,
  pageSize: 10,
  repliesShown: 2,
  feedbackNameMax: 50,
  feedbackEmailMax: 140,
  feedbackMessageMax: 250,
  reportCommentMax: 200,
  suggestionNamesMax: 50,
  suggestionEmailMax: 250,
  suggestionDescriptionMax: 200,
  pollOpenMin: 10,
  pollOpenMax: 560,
} as const;
const L = COMMENT_LIMITS;

/** Spanish messages; those quoted by spec 02 §5 are verbatim (spelling included), "spec silent" ones were written here. */
export const COMMENT_MESSAGES = {
  commentRequired: "Debes ingresar el comentario",
  commentMax: `No puedes ingresar mas de ${L.commentMax} caracteres`,
  commentMin: `Debes ingresar por lo menos ${L.commentMin} caracteres`,
  replyRequired: "Debes ingresar la respuesta al comentario",
  youtubeInvalid: COMMON_MESSAGES.youtubeRequired,
  /** spec silent: the edit modal allows one of embed, file or image. */
  oneAttachment: "Solo puedes adjuntar un video, un archivo o una imagen",
  /** spec silent: resource Comment.InvalidWords. */
  invalidWords: "Tu comentario contiene palabras no permitidas",
  /** spec silent */
  contentRequired: "Debes indicar el contenido que comentas",
  /** spec silent */
  attachmentInvalid: "El archivo adjunto no es válido",
} as const;

/** Notes the comment pages show (not validation messages: no schema gives them). */
export const COMMENT_NOTES = {
  /** spec silent: the note over a private wall (commentWallType 1). */
  privateWall: "Este es un muro privado: tus comentarios solo los verán el autor del contenido y los administradores.",
} as const;

export const FEEDBACK_MESSAGES = {
  nameRequired: "Debes ingresar un nombre y apellido",
  /** The spec quotes it as "...menos de 50 caracteres", continuing the required message. */
  nameMax: `Debes ingresar un nombre y apellido de menos de ${L.feedbackNameMax} caracteres`,
  emailRequired: EMAIL_MESSAGES.required,
  emailInvalid: EMAIL_MESSAGES.invalid,
  /** spec silent */
  emailMax: `El correo electrónico no puede tener más de ${L.feedbackEmailMax} caracteres`,
  messageMax: `El mensaje no puede exceder ${L.feedbackMessageMax} caracteres`,
  /** Lowercase "captcha", as spec 02 §5 writes it for this form (the other forms say "Captcha"). */
  captchaRequired: "Debes ingresar el captcha",
  /** spec silent */
  helpedRequired: "Debes indicar si la información te sirvió",
  /** spec silent: marking "helped" needs a logged-in user (spec 02 §5). */
  helpedLoginRequired: "Debes iniciar sesión para indicar que la información te sirvió",
  thanks: "Muchas gracias por dejar tu comentario",
  /** spec silent: a logged user who already answered on the page sees their answer instead of the question again. */
  answeredHelped: "Ya nos contaste que esta información te sirvió. ¡Gracias!",
  answeredNotHelped: "Ya nos contaste que esta información no te sirvió. ¡Gracias por ayudarnos a mejorar!",
} as const;

export const REPORT_MESSAGES = {
  /** spec silent */
  reasonRequired: "Debes seleccionar un motivo",
  /** spec silent */
  commentRequired: "Debes ingresar un comentario",
  commentMax: `Debes ingresar máximo ${L.reportCommentMax} caracteres`,
  /** spec silent */
  elementRequired: "Debes indicar qué quieres reportar",
} as const;

export const SUGGESTION_MESSAGES = {
  /** spec silent */
  namesMax: `Debes ingresar máximo ${L.suggestionNamesMax} caracteres`,
  emailRequired: EMAIL_MESSAGES.required,
  emailInvalid: EMAIL_MESSAGES.invalid,
  /** spec silent */
  emailMax: `Debes ingresar máximo ${L.suggestionEmailMax} caracteres`,
  /** spec silent */
  descriptionRequired: COMMON_MESSAGES.descriptionRequired,
  /** spec silent */
  descriptionMax: `Debes ingresar máximo ${L.suggestionDescriptionMax} caracteres`,
} as const;

/** The attachment choice of the comment box and the edit modal (spec 02 §3: embedUrl, imageUrl, fileUrl, fileID). */
export const COMMENT_ATTACHMENT_KINDS = ["none", "video", "image", "file"] as const;
export type TCommentAttachmentKind = (typeof COMMENT_ATTACHMENT_KINDS)[number];
export const COMMENT_ATTACHMENT_LABELS = {
  legend: "Adjunto",
  none: "Sin adjunto",
  video: "Video",
  image: "Imagen",
  file: "Archivo",
  videoUrl: "Url del video de YouTube",
  chooseImage: "Elegir imagen",
  chooseFile: "Elegir archivo",
  remove: "Quitar adjunto",
  uploading: "Subiendo archivo",
  /** Visitors may link a video; images and files need an account (someone answerable for what the entity serves). */
  loginForFiles: "Inicia sesión para adjuntar una imagen o un archivo",
  /** The extensions the pickers offer (spec 02 §5): images gif, jpg, jpeg, png, bmp; files pdf, doc, docx, xls, xlsx. */
  imageHint: "Imágenes gif, jpg, jpeg, png o bmp",
  fileHint: "Archivos pdf, doc, docx, xls o xlsx",
} as const satisfies Record<string, string>;
/** Documents a comment may carry (the images are IMAGE_EXTENSIONS). */
export const COMMENT_DOCUMENT_EXTENSIONS = ["pdf", "doc", "docx", "xls", "xlsx"] as const;

/** The counter under the comment box ("12/560"). */
export function commentCounter(text: string, max: number = L.commentMax): string {
  return `${text.length}/${max}`;
}
