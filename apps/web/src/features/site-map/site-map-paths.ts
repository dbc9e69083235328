/** The spec's fixed path of the site map (spec 02 §2). */
export const SITE_MAP_PATH = "/mapa-del-sitio";
