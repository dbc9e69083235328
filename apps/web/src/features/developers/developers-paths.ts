/** The integrators' page (issue 31): the API's OpenAPI document, readable. */
export const DEVELOPERS_PATH = "/desarrolladores";
