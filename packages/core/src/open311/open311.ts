import { fillMessage } from "@portal/schemas/common/fill-message";
import { RESPONSE_TYPES } from "@portal/schemas/complaint-forms/complaint-catalog";
import { COMPLAINT_STATUS } from "@portal/schemas/complaint-forms/tracking-rules";
import {
  OPEN311_LIST_LIMITS as L,
  OPEN311_MESSAGES as M,
  OPEN311_MAX_REQUEST_IDS,
  OPEN311_NEIGHBORHOOD_ATTRIBUTE,
  OPEN311_SERVICE_TYPE_IDS,
  type TOpen311Request,
  type TOpen311Service,
  ZOpen311ListQuery,
  ZOpen311RequestInput,
} from "@portal/schemas/open311/open311.schema";
import { formatSpanishDay } from "../common/spanish-format.ts";
import { complaintCatalogCache } from "../complaint-forms/catalogs.ts";
import type { TTrackingHead } from "../complaint-forms/serialize.ts";
import { submitComplaintForm } from "../complaint-forms/submit.ts";
import { findTrackingHead } from "../complaint-forms/tracked-row.ts";
import type { CoreDeps } from "../deps.ts";
import { AppError } from "../errors/app-error.ts";

/** The PQRDS types open to Open311 now (enabled in the catalogue), in the form's order. */
async function offeredTypes(deps: Pick<CoreDeps, "db">) {
  const catalog = await complaintCatalogCache.get(deps.db);
  return [...catalog.types.values()]
    .filter((t) => t.enabled && OPEN311_SERVICE_TYPE_IDS.includes(t.id))
    .sort((a, b) => a.displayOrder - b.displayOrder || a.id - b.id);
}

/** GET services.json — the report types as Open311 services; each takes the neighbourhood as its one attribute. */
export async function listOpen311Services(deps: Pick<CoreDeps, "db">): Promise<TOpen311Service[]> {
  return (await offeredTypes(deps)).map((t) => ({
    service_code: String(t.id),
    service_name: t.name,
    description: `${t.name}: se responde en ${t.termDays} días hábiles (Ley 1755 de 2015)`,
    metadata: true,
    type: "realtime",
    keywords: t.name.toLowerCase(),
    group: M.group,
  }));
}

/** GET services/{service_code}.json — the service's attributes: the neighbourhood, optional and free text. */
export async function open311ServiceDefinition(deps: Pick<CoreDeps, "db">, serviceCode: string) {
  const type = (await offeredTypes(deps)).find((t) => String(t.id) === serviceCode);
  if (!type) throw new AppError("NOT_FOUND", M.serviceUnknown);
  return {
    service_code: String(type.id),
    attributes: [
      {
        variable: true,
        code: OPEN311_NEIGHBORHOOD_ATTRIBUTE,
        datatype: "string",
        required: false,
        datatype_description: M.neighborhoodAttribute,
        order: 1,
        description: M.neighborhoodAttribute,
      },
    ],
  };
}

/**
 * POST requests.json — files a PQRDS through the form's own use case (same rules, Spanish messages, terms, e-mails
 * and staff notices), anonymously (an app has no citizen session; personal mode needs one) with the e-mail as the
 * answer channel. The client's API key stands in for the captcha, and its name is kept on the request.
 * Where the facts happen is required in some form: an address, the neighbourhood attribute or coordinates.
 */
export async function fileOpen311Request(deps: Parameters<typeof submitComplaintForm>[0], clientName: string, raw: unknown) {
  const parsed = ZOpen311RequestInput.safeParse(raw ?? {});
  if (!parsed.success) throw AppError.field(parsed.error.issues[0]?.path.join(".") ?? "", M.fieldsInvalid);
  const input = parsed.data;
  const serviceCode = input.service_code ?? "";
  if (!(await offeredTypes(deps)).some((t) => String(t.id) === serviceCode)) throw AppError.field("service_code", M.serviceUnknown);
  if (!input.email) throw AppError.field("email", M.emailRequired);
  const neighborhood = input.attribute?.[OPEN311_NEIGHBORHOOD_ATTRIBUTE] ?? input[`attribute[${OPEN311_NEIGHBORHOOD_ATTRIBUTE}]`] ?? null;
  const hasCoordinates = input.lat != null && input.lat !== "" && input.long != null && input.long !== "";
  if (!input.address_string && !neighborhood?.trim() && !hasCoordinates) throw AppError.field("address_string", M.locationRequired);
  const filed = await submitComplaintForm(
    deps,
    {
      complaintFormTypeID: Number(serviceCode),
      anonymous: true,
      emailPersonal: input.email,
      emailVerif: input.email,
      description: input.description,
      responseTypeID: RESPONSE_TYPES.email,
      email: input.email,
      incidentNeighborhood: neighborhood,
      incidentAddress: input.address_string,
      incidentLatitude: input.lat,
      incidentLongitude: input.long,
      typeprivacy: true,
    },
    { user: null, apiClient: clientName },
  );
  const type = (await offeredTypes(deps)).find((t) => t.id === filed.complaintFormType.id);
  return [
    {
      service_request_id: filed.trackingID,
      service_notice: fillMessage(M.filedNotice, { term: type?.termDays ?? "", due: formatSpanishDay(filed.answerableDate, false) }),
      account_id: null,
    },
  ];
}

/**
 * GET requests/{id}.json and requests.json?service_request_id=… — what tracking by number alone shows: status and
 * dates. Never the description, the address or the person (Ley 1581): those need the access key on the portal.
 * Unknown numbers are left out of a list; a single unknown number is a 404.
 */
export async function findOpen311Requests(deps: Pick<CoreDeps, "db" | "settings">, ids: readonly string[]): Promise<TOpen311Request[]> {
  const wanted = [...new Set(ids.map((id) => id.trim()).filter(Boolean))];
  if (wanted.length === 0 || wanted.length > OPEN311_MAX_REQUEST_IDS) throw AppError.field("service_request_id", M.requestIdsRequired);
  const entity = await deps.settings.get("entity");
  const found: TOpen311Request[] = [];
  for (const id of wanted) {
    if (!/^\d{1,19}$/.test(id) || BigInt(id) > 9_223_372_036_854_775_807n) continue;
    const head = await findTrackingHead(deps.db, BigInt(id));
    if (!head || !OPEN311_SERVICE_TYPE_IDS.includes(head.complaintFormType.id)) continue;
    found.push(asOpen311Request(head, head.complaintFormType.name, entity.name));
  }
  return found;
}

type TOpen311Head = Pick<TTrackingHead, "trackingID" | "status" | "complaintFormTypeID" | "date" | "closingDate" | "extendedAt" | "answerableDate">;

/** What Open311 shows of a request: status and dates, by tracking number. */
function asOpen311Request(head: TOpen311Head, typeName: string, entityName: string): TOpen311Request {
  const closed = head.status === COMPLAINT_STATUS.closed;
  return {
    service_request_id: head.trackingID.toString(),
    status: closed ? "closed" : "open",
    status_notes: closed ? M.statusClosed : M.statusOpen,
    service_name: typeName,
    service_code: String(head.complaintFormTypeID),
    agency_responsible: entityName,
    requested_datetime: head.date.toISOString(),
    updated_datetime: (head.closingDate ?? head.extendedAt ?? head.date).toISOString(),
    expected_datetime: head.answerableDate.toISOString(),
  };
}

/**
 * GET requests.json with the client's api_key and no ids — the requests this client filed (`filedByClient`), with
 * the standard's filters (service_code, status, start_date, end_date; the last 90 days by default), newest first,
 * at most 1,000. Only a client's own filings: a list of everyone's requests, one row each, would let anyone follow a
 * filing the open data only shows aggregated by month (open-data.ts).
 */
export async function listOpen311RequestsOfClient(
  deps: Pick<CoreDeps, "db" | "settings">,
  clientName: string,
  raw: unknown,
  now = new Date(),
): Promise<TOpen311Request[]> {
  const parsed = ZOpen311ListQuery.safeParse(raw ?? {});
  if (!parsed.success) throw AppError.field(String(parsed.error.issues[0]?.path[0] ?? "status"), M.listQueryInvalid);
  const query = parsed.data;
  const end = query.end_date ? new Date(query.end_date) : now;
  const start = query.start_date ? new Date(query.start_date) : new Date(end.getTime() - L.defaultDays * 86_400_000);
  const typeIds = OPEN311_SERVICE_TYPE_IDS.filter((id) => !query.service_code || String(id) === query.service_code);
  const [rows, catalog, entity] = await Promise.all([
    deps.db.complaintForm.findMany({
      where: {
        filedByClient: clientName,
        complaintFormTypeID: { in: typeIds },
        date: { gte: start, lte: end },
        ...(query.status === "closed" ? { status: COMPLAINT_STATUS.closed } : query.status === "open" ? { status: { not: COMPLAINT_STATUS.closed } } : {}),
      },
      select: { trackingID: true, status: true, complaintFormTypeID: true, date: true, closingDate: true, extendedAt: true, answerableDate: true },
      orderBy: { date: "desc" },
      take: L.maxRequests,
    }),
    complaintCatalogCache.get(deps.db),
    deps.settings.get("entity"),
  ]);
  return rows.map((row) => asOpen311Request(row, catalog.types.get(row.complaintFormTypeID)?.name ?? "", entity.name));
}
