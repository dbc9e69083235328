import { OPEN_DATA_FILES } from "@portal/schemas/complaint-forms/open-data-paths";
import type { TApiAccess, TJsonSchema, TOpenApiOperation, TOpenApiParameter, TOpenApiPathItem } from "@portal/schemas/developers/openapi-document";
import { OPENAPI_PATH } from "@portal/schemas/developers/openapi-document";
import { OPENAPI_MESSAGES } from "@portal/schemas/developers/openapi-messages";
import { ZUploadKind } from "@portal/schemas/files/uploaded-file.schema";
import { OPEN311_FIELD_DOCS, OPEN311_FORMATS, OPEN311_LIST_FIELD_DOCS, OPEN311_MESSAGES, OPEN311_PATH } from "@portal/schemas/open311/open311.schema";
import { SEAL_CHECK_PATH } from "@portal/schemas/validity/seal-messages";
import { type TSharedDefinitions, toJsonSchema } from "./json-schema.ts";
import { accessText, errorResponses, pathParamsOf, responseRef, safeName, securityOf } from "./rest-operations.ts";
import type { TServedRoute } from "./served-routes.ts";

const PDF = "application/pdf";
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const CSV = "text/csv";
const JSON_TYPE = "application/json";

interface THttpDoc {
  summary: string;
  tag: string;
  access: TApiAccess;
  permission?: string;
  /** Media type of the answer. */
  answer: string;
  status?: number;
  query?: { name: string; description: string; required?: boolean }[];
  /** A multipart/form-data body with the file in the field "file". */
  multipart?: boolean;
  /** A form-encoded (or JSON) body of these fields, each with its description (Open311). */
  form?: Record<string, string>;
  /** Refused with 403 without a key of its own (Open311's api_key), besides the access rules. */
  keyed?: boolean;
  rateLimits?: string[];
}

/** Open311 GeoReport v2 (http/open311.ts): each path in the standard's two formats, `.json` and `.xml`. */
function open311Operations(): Record<string, THttpDoc> {
  const operations: Record<string, THttpDoc> = {};
  for (const format of OPEN311_FORMATS) {
    const answer = format === "json" ? JSON_TYPE : "application/xml";
    const open311 = { tag: "open311", access: "public" as const, answer };
    Object.assign(operations, {
      [`GET /${OPEN311_PATH}/services.${format}`]: { ...open311, summary: "Open311: servicios (tipos de PQRDS sobre el municipio)" },
      [`GET /${OPEN311_PATH}/services/:serviceCode.${format}`]: { ...open311, summary: "Open311: definición de un servicio (atributo barrio)" },
      [`POST /${OPEN311_PATH}/requests.${format}`]: {
        ...open311,
        summary: "Open311: radicar una PQRDS (con api_key)",
        status: 201,
        keyed: true,
        form: OPEN311_FIELD_DOCS,
      },
      [`GET /${OPEN311_PATH}/requests/:serviceRequestId.${format}`]: { ...open311, summary: "Open311: estado y fechas de una solicitud por su radicado" },
      [`GET /${OPEN311_PATH}/requests.${format}`]: {
        ...open311,
        summary: "Open311: estado de varias solicitudes, o las radicadas por la aplicación (con su api_key)",
        query: [
          { name: "service_request_id", description: OPEN311_MESSAGES.requestIdsRequired },
          ...Object.entries(OPEN311_LIST_FIELD_DOCS).map(([name, description]) => ({ name, description })),
        ],
      },
    });
  }
  return operations;
}

const download = { name: "download", description: OPENAPI_MESSAGES.downloadParameter };
const grant = { name: "grant", description: OPENAPI_MESSAGES.grantParameter };
const token = { name: "token", description: OPENAPI_MESSAGES.tokenParameter, required: true };
const period = [
  { name: "from", description: OPENAPI_MESSAGES.periodFrom },
  { name: "to", description: OPENAPI_MESSAGES.periodTo },
];

/**
 * Written by hand: these routes stream files or read multipart bodies in their own Express handlers (http/*.ts), so
 * no zod input or procedure describes them. Their methods and paths are still read from the routers
 * (served-routes.ts); a route missing here is documented with the generic text, never left out.
 */
const HTTP_DOCS: Record<string, THttpDoc> = {
  [`GET /${OPENAPI_PATH}`]: { summary: "Este documento OpenAPI", tag: "openapi", access: "public", answer: JSON_TYPE },
  "POST /uploadfiles/:kind": {
    summary: "Subir un archivo",
    tag: "files",
    access: "public",
    answer: JSON_TYPE,
    status: 201,
    multipart: true,
    rateLimits: ["upload", "uploadBytes", "write"],
  },
  "POST /superupload/:kind": {
    summary: "Subir un archivo grande (personal del portal)",
    tag: "files",
    access: "staff",
    answer: JSON_TYPE,
    status: 201,
    multipart: true,
    rateLimits: ["upload", "uploadBytes"],
  },
  "POST /contents/bulkload": {
    summary: "Carga masiva de contenidos desde una hoja de cálculo",
    tag: "contents",
    access: "staff",
    permission: "Contents",
    answer: JSON_TYPE,
    status: 202,
    multipart: true,
    rateLimits: ["upload", "uploadBytes"],
  },
  "GET /certificates/:id/export/:key": {
    summary: "PDF de un certificado",
    tag: "certificates",
    access: "public",
    answer: PDF,
    query: [download, grant],
    rateLimits: ["certificateLookup"],
  },
  "GET /verPDF/:id": {
    summary: "PDF de un documento emitido",
    tag: "documents",
    access: "public",
    answer: PDF,
    query: [download, grant],
    rateLimits: ["certificateLookup"],
  },
  "GET /content/votes/export": {
    summary: "Votos de un contenido (.xlsx)",
    tag: "contents",
    access: "public",
    answer: XLSX,
    query: [{ name: "contentID", description: OPENAPI_MESSAGES.pathParameter }, token],
  },
  "GET /content/challenge/export": {
    summary: "Respuestas de un reto (.xlsx)",
    tag: "contents",
    access: "public",
    answer: XLSX,
    query: [{ name: "contentID", description: OPENAPI_MESSAGES.pathParameter }, token],
  },
  "GET /contents/:friendlyName/comments/export": {
    summary: "Comentarios de un contenido (.xlsx)",
    tag: "contents",
    access: "public",
    answer: XLSX,
    query: [token],
  },
  "GET /contents/proceduretypes/export": {
    summary: "Trámites y servicios (.xlsx)",
    tag: "contents",
    access: "public",
    answer: XLSX,
    query: [{ name: "tag", description: OPENAPI_MESSAGES.pathParameter }],
    rateLimits: ["contentExport"],
  },
  "GET /indicators/export": { summary: "Puntajes de indicadores (.xlsx)", tag: "indicators", access: "public", answer: XLSX, query: [token] },
  "GET /feedback/export": { summary: "Retroalimentación de usuarios (.xlsx)", tag: "feedback", access: "public", answer: XLSX, query: [token] },
  "GET /selfassessment/export": {
    summary: "Autodiagnóstico (PDF o .xlsx, según el enlace)",
    tag: "selfAssessment",
    access: "public",
    answer: PDF,
    query: [token],
  },
  [`GET /${OPEN_DATA_FILES.csv}`]: {
    summary: "Datos abiertos de PQRDS (CSV)",
    tag: "openData",
    access: "public",
    answer: CSV,
    query: period,
    rateLimits: ["openData"],
  },
  [`GET /${OPEN_DATA_FILES.xlsx}`]: {
    summary: "Datos abiertos de PQRDS (.xlsx)",
    tag: "openData",
    access: "public",
    answer: XLSX,
    query: period,
    rateLimits: ["openData"],
  },
  [`GET /${OPEN_DATA_FILES.dictionaryCsv}`]: {
    summary: "Diccionario de datos abiertos de PQRDS (CSV)",
    tag: "openData",
    access: "public",
    answer: CSV,
    rateLimits: ["openData"],
  },
  [`GET /${OPEN_DATA_FILES.dictionaryJson}`]: {
    summary: "Diccionario de datos abiertos de PQRDS (JSON)",
    tag: "openData",
    access: "public",
    answer: JSON_TYPE,
    rateLimits: ["openData"],
  },
  ...open311Operations(),
  [`POST /${SEAL_CHECK_PATH}`]: {
    summary: "Comprobar el sello electrónico de un PDF del portal",
    tag: "validity",
    access: "public",
    answer: JSON_TYPE,
    multipart: true,
    rateLimits: ["certificateLookup"],
  },
  "GET /complaintforms/:complaintFormID/letter": {
    summary: "Carta de respuesta de una PQRDS (PDF)",
    tag: "complaintForms",
    access: "user",
    answer: PDF,
    query: [download],
    rateLimits: ["certificateLookup"],
  },
};

const GENERIC: THttpDoc = { summary: "", tag: "otros", access: "public", answer: "application/octet-stream" };

/** The schema of a path parameter: the upload kinds come from their zod enum, other segments are text. */
function pathParamSchema(name: string, shared: TSharedDefinitions): TJsonSchema {
  return name === "kind" ? toJsonSchema(ZUploadKind, "input", "UploadKind", shared) : { type: "string" };
}

/** A route the REST area serves outside the table, as an operation. */
export function httpRouteOperation(route: TServedRoute, shared: TSharedDefinitions): TOpenApiOperation {
  const key = `${route.method.toUpperCase()} ${route.path}`;
  const doc = HTTP_DOCS[key] ?? { ...GENERIC, summary: key };
  const parameters: TOpenApiParameter[] = [
    ...pathParamsOf(route.path).map(
      (name): TOpenApiParameter => ({ name, in: "path", required: true, description: OPENAPI_MESSAGES.pathParameter, schema: pathParamSchema(name, shared) }),
    ),
    ...(doc.query ?? []).map(
      (q): TOpenApiParameter => ({ name: q.name, in: "query", required: q.required ?? false, description: q.description, schema: { type: "string" } }),
    ),
  ];
  const answerSchema: TJsonSchema = doc.answer === JSON_TYPE ? {} : { type: "string", contentMediaType: doc.answer };
  const description = [
    accessText(doc.access, doc.permission),
    OPENAPI_MESSAGES.httpRoute,
    doc.rateLimits?.length ? OPENAPI_MESSAGES.rateLimited.replace("{classes}", doc.rateLimits.join(", ")) : "",
  ].filter(Boolean);
  return {
    operationId: safeName(`${route.method}_${route.path}`),
    summary: doc.summary,
    description: description.join(" "),
    tags: [doc.tag],
    ...(parameters.length ? { parameters } : {}),
    ...(doc.multipart ? { requestBody: multipartBody() } : {}),
    ...(doc.form ? { requestBody: formBody(doc.form) } : {}),
    responses: {
      [String(doc.status ?? 200)]: {
        description: doc.answer === JSON_TYPE ? OPENAPI_MESSAGES.okJson : OPENAPI_MESSAGES.fileAnswer,
        content: { [doc.answer]: { schema: answerSchema } },
      },
      ...errorResponses(doc.access, Boolean(doc.multipart || doc.query?.length || doc.form)),
      ...(doc.keyed ? { 403: responseRef("Forbidden") } : {}),
    },
    security: securityOf(doc.access),
    "x-access": doc.access,
    ...(doc.permission ? { "x-permission": doc.permission } : {}),
    ...(doc.rateLimits?.length ? { "x-rate-limit-classes": doc.rateLimits } : {}),
  };
}

/** A body of named text fields, form-encoded or as JSON. */
function formBody(fields: Record<string, string>) {
  const schema: TJsonSchema = {
    type: "object",
    properties: Object.fromEntries(Object.entries(fields).map(([name, description]) => [name, { type: "string", description }])),
  };
  return { required: true, content: { "application/x-www-form-urlencoded": { schema }, [JSON_TYPE]: { schema } } };
}

export function multipartBody() {
  return {
    required: true,
    description: OPENAPI_MESSAGES.multipartFile,
    content: {
      "multipart/form-data": {
        schema: { type: "object", properties: { file: { type: "string", contentMediaType: "application/octet-stream" } }, required: ["file"] },
      },
    },
  };
}

/**
 * GET /files/{id}/{name}: uploaded files, served from the site's root (http/uploads.ts, createFilesRouter), outside the
 * REST area whose routers the document reads, so written here by hand, with a server of its own.
 */
export function filesPathItem(): TOpenApiPathItem {
  return {
    servers: [{ url: "/", description: OPENAPI_MESSAGES.siteRoot }],
    get: {
      operationId: "get_files_id_name",
      summary: OPENAPI_MESSAGES.filesSummary,
      description: OPENAPI_MESSAGES.filesDescription,
      tags: ["files"],
      parameters: ["id", "name"].map(
        (name): TOpenApiParameter => ({ name, in: "path", required: true, description: OPENAPI_MESSAGES.pathParameter, schema: { type: "string" } }),
      ),
      responses: {
        200: {
          description: OPENAPI_MESSAGES.fileAnswer,
          content: { "application/octet-stream": { schema: { type: "string", contentMediaType: "application/octet-stream" } } },
        },
        206: {
          description: OPENAPI_MESSAGES.fileAnswer,
          content: { "application/octet-stream": { schema: { type: "string", contentMediaType: "application/octet-stream" } } },
        },
        ...errorResponses("public", false),
      },
      security: securityOf("public"),
      "x-access": "public",
    },
  };
}
