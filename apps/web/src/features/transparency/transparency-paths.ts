/** The spec's fixed path of the transparency page (spec 02 §2). */
export const TRANSPARENCY_PATH = "/transparencia";
