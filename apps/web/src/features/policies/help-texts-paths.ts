/** The staff page where tooltips and text resources are edited (kept apart from the tooltip: the route table loads first). */
export const HELP_TEXTS_PATH = "/administrador/textos";
