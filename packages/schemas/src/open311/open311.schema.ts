import { z } from "zod";
import { formatWholeNumber } from "../common/whole-number.ts";
import { PLACE_REPORT_TYPE_IDS } from "../complaint-forms/complaint-catalog.ts";

/**
 * Open311 GeoReport v2 (https://wiki.open311.org/GeoReport_v2) over the PQRDS: the request types that are reports
 * about the municipality (a damaged street, a dumping site, a service that fails) are its services, so civic apps and
 * city dashboards file and follow them with the same use case, rules and terms as the form. Served under
 * `{apiBasePath}/open311/v2/`, in both of the standard's formats: `.json` and `.xml`.
 */
export const OPEN311_PATH = "open311/v2";

/** The standard's formats, as each path's extension names them. */
export const OPEN311_FORMATS = ["json", "xml"] as const;
export type TOpen311Format = (typeof OPEN311_FORMATS)[number];

/** The PQRDS types offered as Open311 services: those about a place of the municipality. */
export const OPEN311_SERVICE_TYPE_IDS = PLACE_REPORT_TYPE_IDS;

/** The service definition's one attribute: the neighbourhood, the non-map way to say where (besides `address_string`). */
export const OPEN311_NEIGHBORHOOD_ATTRIBUTE = "barrio";

/** Most ids one GET requests.json may ask for. */
export const OPEN311_MAX_REQUEST_IDS = 20;

/**
 * A client's own list (GET requests.json with its api_key and no ids), as the standard's defaults say: the last 90
 * days, at most 1,000 requests, newest first.
 */
export const OPEN311_LIST_LIMITS = { defaultDays: 90, maxRequests: 1000 } as const;

export const OPEN311_MESSAGES = {
  group: "PQRDS",
  neighborhoodAttribute: "Barrio o vereda donde ocurren los hechos",
  apiKeyInvalid: "La clave de API (api_key) no es válida: pídela a la entidad",
  fieldsInvalid: "Revisa los campos de la solicitud: alguno no tiene el formato de Open311 GeoReport v2",
  serviceUnknown: "El servicio (service_code) no existe o no está disponible",
  emailRequired: "Indica el correo electrónico del ciudadano (email): allí recibe el radicado, su clave de acceso y la respuesta",
  locationRequired: "Indica dónde ocurren los hechos: address_string, attribute[barrio] o lat y long",
  requestIdsRequired: `Indica service_request_id: hasta ${OPEN311_MAX_REQUEST_IDS} radicados separados por comas, o la api_key de tu aplicación para listar las solicitudes que radicó (las cifras de todas las solicitudes están en los datos abiertos de PQRDS)`,
  listQueryInvalid: "Revisa los filtros: status es open o closed, y start_date y end_date son fechas con hora y zona (ISO 8601)",
  requestNotFound: "No existe una solicitud con ese radicado",
  filedNotice:
    "Solicitud radicada. Término de respuesta: {term} días hábiles, hasta el {due}. El ciudadano recibe el radicado y su clave de acceso en su correo.",
  filedByClient: "Radicada por la aplicación {client} (Open311).",
  statusOpen: "En trámite",
  statusClosed: "Respondida",
} as const;

/** The fields POST requests.json takes, as the OpenAPI document describes them. */
export const OPEN311_FIELD_DOCS: Readonly<Record<string, string>> = {
  api_key: "Clave de la aplicación cliente, asignada por la entidad (OPEN311_API_KEYS).",
  service_code: "Código del servicio (GET services.json).",
  description: "Lo que el ciudadano quiere decir, con las reglas del formulario de PQRDS.",
  email: "Correo del ciudadano: recibe el radicado, su clave de acceso y la respuesta.",
  address_string: "Dirección o referencia del lugar de los hechos.",
  [`attribute[${OPEN311_NEIGHBORHOOD_ATTRIBUTE}]`]: "Barrio o vereda de los hechos.",
  lat: "Latitud (opcional, junto con long).",
  long: "Longitud (opcional, junto con lat).",
};

/** The filters of GET requests.json for a client's own list, as the OpenAPI document describes them. */
export const OPEN311_LIST_FIELD_DOCS: Readonly<Record<string, string>> = {
  api_key: `Clave de la aplicación: sin service_request_id, lista las solicitudes que radicó (los últimos ${OPEN311_LIST_LIMITS.defaultDays} días, hasta ${formatWholeNumber(OPEN311_LIST_LIMITS.maxRequests)}).`,
  service_code: "Solo las de este servicio.",
  status: "open (en trámite) o closed (respondida).",
  start_date: "Radicadas desde esta fecha y hora (ISO 8601, con zona).",
  end_date: "Radicadas hasta esta fecha y hora (ISO 8601, con zona).",
};

const zOpen311Text = (max: number) =>
  z
    .string()
    .max(max * 2)
    .nullish()
    .transform((v) => (v?.trim() ? v.trim() : null));

/**
 * POST requests.json as Open311 clients send it (form-encoded or JSON; `attribute[barrio]` arrives flat or nested).
 * Only the shape is checked here; the PQRDS rules (lengths, e-mail, coordinates) are ZComplaintForm's, with their
 * Spanish messages, once the fields are mapped onto it.
 */
export const ZOpen311RequestInput = z
  .object({
    api_key: zOpen311Text(200),
    service_code: zOpen311Text(20),
    description: zOpen311Text(10_000),
    lat: z.union([z.number(), z.string().max(40)]).nullish(),
    long: z.union([z.number(), z.string().max(40)]).nullish(),
    address_string: zOpen311Text(500),
    email: zOpen311Text(500),
    first_name: zOpen311Text(100),
    last_name: zOpen311Text(100),
    phone: zOpen311Text(40),
    attribute: z.record(z.string(), z.string().max(500)).nullish(),
    [`attribute[${OPEN311_NEIGHBORHOOD_ATTRIBUTE}]`]: zOpen311Text(200),
  })
  .loose();
export type TOpen311RequestInput = z.input<typeof ZOpen311RequestInput>;

/** The filters of a client's own list (GET requests.json with its api_key), as GeoReport v2 names them. */
export const ZOpen311ListQuery = z
  .object({
    api_key: zOpen311Text(200),
    service_code: zOpen311Text(20),
    status: z.enum(["open", "closed"]).nullish(),
    start_date: z.iso.datetime({ offset: true }).nullish(),
    end_date: z.iso.datetime({ offset: true }).nullish(),
  })
  .loose();

/** One Open311 service (GET services.json). */
export interface TOpen311Service {
  service_code: string;
  service_name: string;
  description: string;
  metadata: boolean;
  type: "realtime";
  keywords: string;
  group: string;
}

/** A request as Open311 shows it to anyone: its status and dates, never what the citizen wrote or where they live. */
export interface TOpen311Request {
  service_request_id: string;
  status: "open" | "closed";
  status_notes: string;
  service_name: string;
  service_code: string;
  agency_responsible: string;
  requested_datetime: string;
  updated_datetime: string;
  expected_datetime: string;
}

/** An Open311 error list, as the standard answers every failure. */
export type TOpen311Errors = { code: number; description: string }[];
