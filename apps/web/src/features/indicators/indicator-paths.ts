/** The indicators screen (spec silent on its path: linked from /estadisticas/ and the header's site score). */
export const INDICATORS_PATH = "/indicadores";
export const STATISTICS_PATH = "/estadisticas/";
