import { COMMON_MESSAGES } from "@portal/schemas/common/common-messages";
import { COMPLAINT_FORM_MESSAGES } from "@portal/schemas/complaint-forms/complaint-form-rules";
import { OPEN311_MESSAGES } from "@portal/schemas/open311/open311.schema";
import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { type ApiHarness, useApiHarness } from "../testing/api-harness.ts";

/** Issue 31: Open311 GeoReport v2 over the PQRDS, driven as a civic app would (form-encoded POST, JSON answers). */
const KEY = "clave-de-la-app-ciudadana-0123456789";
let h: ApiHarness;
useApiHarness(
  (started) => {
    h = started;
  },
  { OPEN311_API_KEYS: `app-ciudadana:${KEY}` },
);

const OPEN311 = "/api/v1/open311/v2";
const get = (path: string) => fetch(`${h.baseUrl}${OPEN311}${path}`);
/** POST requests.json as Open311 clients send it: application/x-www-form-urlencoded. */
const post = (fields: Record<string, string>) => fetch(`${h.baseUrl}${OPEN311}/requests.json`, { method: "POST", body: new URLSearchParams(fields) });

const report = (extra: Record<string, string> = {}) => ({
  api_key: KEY,
  service_code: "5",
  description: "Hay un punto de basuras en la esquina del parque que lleva dos semanas sin recogerse.",
  email: `vecina-${Math.random().toString(36).slice(2)}@correo.co`,
  address_string: "Calle 10 con carrera 43",
  "attribute[barrio]": "El Poblado",
  lat: "6.2088",
  long: "-75.5672",
  ...extra,
});

describe("Open311 GeoReport v2", () => {
  it("lists the report types as services, each with the neighbourhood as its attribute", async () => {
    const services = await get("/services.json");
    expect(services.status).toBe(200);
    const list = (await services.json()) as { service_code: string; service_name: string; metadata: boolean; group: string }[];
    expect(list.map((s) => s.service_code)).toEqual(["2", "3", "4", "5", "6"]);
    expect(list.find((s) => s.service_code === "5")).toMatchObject({ service_name: "Denuncia", metadata: true, group: "PQRDS" });

    const definition = await get("/services/5.json");
    expect(await definition.json()).toMatchObject({ service_code: "5", attributes: [{ code: "barrio", required: false, datatype: "string" }] });
    // An appointment needs an account: not a service.
    const appointment = await get("/services/7.json");
    expect(appointment.status).toBe(404);
    expect(await appointment.json()).toEqual([{ code: 404, description: OPEN311_MESSAGES.serviceUnknown }]);
  });

  it("files a report with an API key: the same request, e-mails and term as the form, the place kept apart from the person", async () => {
    const fields = report();
    const res = await post(fields);
    expect(res.status).toBe(201);
    const [answer] = (await res.json()) as { service_request_id: string; service_notice: string }[];
    expect(answer?.service_request_id).toMatch(/^\d{18}$/);
    expect(answer?.service_notice).toContain("15 días hábiles");

    const row = await h.db.complaintForm.findUniqueOrThrow({ where: { trackingID: BigInt(answer?.service_request_id ?? "0") } });
    expect(row).toMatchObject({
      complaintFormTypeID: 5,
      anonymous: true,
      userId: null,
      emailPersonal: fields.email,
      incidentAddress: "Calle 10 con carrera 43",
      incidentNeighborhood: "El Poblado",
      incidentLatitude: 6.2088,
      incidentLongitude: -75.5672,
      filedByClient: "app-ciudadana",
      addressPersonal: null,
    });
    const ack = await h.db.emailMessage.findFirstOrThrow({ where: { kind: "pqrds-acknowledgement", to: fields.email } });
    expect(ack.text).toContain(answer?.service_request_id);
    const history = await h.db.complaintFormHistory.findFirstOrThrow({ where: { complaintFormID: row.complaintFormID, action: "created" } });
    expect(history.actorEmail).toBe("Open311 · app-ciudadana");
  });

  it("refuses without a valid key, an unknown service, no place or bad coordinates — and files nothing", async () => {
    const before = await h.db.complaintForm.count();
    const cases: [Record<string, string>, number, string][] = [
      [report({ api_key: "" }), 403, OPEN311_MESSAGES.apiKeyInvalid],
      [report({ api_key: `${KEY}x` }), 403, OPEN311_MESSAGES.apiKeyInvalid],
      [report({ service_code: "9" }), 400, OPEN311_MESSAGES.serviceUnknown],
      [report({ email: "" }), 400, OPEN311_MESSAGES.emailRequired],
      [report({ address_string: "", "attribute[barrio]": "", lat: "", long: "" }), 400, OPEN311_MESSAGES.locationRequired],
      [report({ lat: "96.5" }), 400, COMMON_MESSAGES.latitudeRange],
      [report({ long: "" }), 400, COMPLAINT_FORM_MESSAGES.coordinatesBoth],
      [report({ description: "" }), 400, COMPLAINT_FORM_MESSAGES.descriptionRequired],
    ];
    for (const [fields, status, description] of cases) {
      const res = await post(fields);
      expect({ status: res.status, body: await res.json() }).toEqual({ status, body: [{ code: status, description }] });
    }
    expect(await h.db.complaintForm.count()).toBe(before);
  });

  it("shows a request's status and dates by its number, never what was written or who wrote it", async () => {
    const fields = report();
    const [filed] = (await (await post(fields)).json()) as { service_request_id: string }[];
    const id = filed?.service_request_id ?? "";
    const one = await get(`/requests/${id}.json`);
    expect(one.status).toBe(200);
    const [request] = (await one.json()) as Record<string, string>[];
    expect(request).toMatchObject({ service_request_id: id, status: "open", service_code: "5", service_name: "Denuncia" });
    expect(request?.expected_datetime).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const text = JSON.stringify(request);
    for (const secret of [fields.email, fields.description, fields.address_string, "El Poblado"]) expect(text).not.toContain(secret);

    const list = await get(`/requests.json?service_request_id=${id},123456789012345678`);
    expect(((await list.json()) as { service_request_id: string }[]).map((r) => r.service_request_id)).toEqual([id]);
    expect((await get("/requests/123456789012345678.json")).status).toBe(404);
    const unbounded = await get("/requests.json");
    expect(unbounded.status).toBe(400);
    expect(await unbounded.json()).toEqual([{ code: 400, description: OPEN311_MESSAGES.requestIdsRequired }]);
    expect((await get(`/requests.json?api_key=${KEY}x`)).status).toBe(400);
  });

  it("lists to a client with its key the requests it filed, with the standard's filters — no one else's", async () => {
    const app = "otra-app";
    const [mine] = (await (await post(report())).json()) as { service_request_id: string }[];
    await h.db.complaintForm.updateMany({
      where: { filedByClient: "app-ciudadana", NOT: { trackingID: BigInt(mine?.service_request_id ?? "0") } },
      data: { filedByClient: app },
    });
    const [complaint] = (await (await post(report({ service_code: "3" }))).json()) as { service_request_id: string }[];
    const ids = async (query: string) => {
      const res = await get(`/requests.json?api_key=${KEY}${query}`);
      expect(res.status, query).toBe(200);
      return ((await res.json()) as { service_request_id: string }[]).map((r) => r.service_request_id);
    };
    // Newest first; the other app's filings are not listed.
    expect(await ids("")).toEqual([complaint?.service_request_id, mine?.service_request_id]);
    expect(await ids("&service_code=5")).toEqual([mine?.service_request_id]);
    expect(await ids("&status=closed")).toEqual([]);
    expect(await ids(`&end_date=${encodeURIComponent(new Date(Date.now() - 86_400_000).toISOString())}`)).toEqual([]);
    const bad = await get(`/requests.json?api_key=${KEY}&status=pending`);
    expect({ status: bad.status, body: await bad.json() }).toEqual({ status: 400, body: [{ code: 400, description: OPEN311_MESSAGES.listQueryInvalid }] });
  });

  it("answers every path in XML too, in the standard's shape (errors included)", async () => {
    const services = await get("/services.xml");
    expect(services.headers.get("content-type")).toMatch(/^application\/xml/);
    const parser = new XMLParser({ isArray: (name) => ["service", "request", "error", "attribute"].includes(name) });
    const list = parser.parse(await services.text()) as { services: { service: { service_code: number; service_name: string }[] } };
    expect(list.services.service.map((s) => String(s.service_code))).toEqual(["2", "3", "4", "5", "6"]);
    const definition = parser.parse(await (await get("/services/5.xml")).text());
    expect(definition).toMatchObject({ service_definition: { service_code: 5, attributes: { attribute: [{ code: "barrio", required: false }] } } });

    const form = report({ description: "Basuras & escombros <frente> a la escuela: llevan dos semanas sin recogerse." });
    const filed = await fetch(`${h.baseUrl}${OPEN311}/requests.xml`, { method: "POST", body: new URLSearchParams(form) });
    expect(filed.status).toBe(201);
    const created = parser.parse(await filed.text()) as { service_requests: { request: { service_request_id: number; service_notice: string }[] } };
    const id = String(created.service_requests.request[0]?.service_request_id);
    expect(id).toMatch(/^\d{18}$/);
    expect(created.service_requests.request[0]?.service_notice).toContain("15 días hábiles");
    const status = parser.parse(await (await get(`/requests/${id}.xml`)).text());
    expect(status).toMatchObject({ service_requests: { request: [{ status: "open", service_name: "Denuncia" }] } });

    const refused = await fetch(`${h.baseUrl}${OPEN311}/requests.xml`, { method: "POST", body: new URLSearchParams(report({ api_key: "" })) });
    expect(refused.status).toBe(403);
    expect(parser.parse(await refused.text())).toEqual({ "?xml": "", errors: { error: [{ code: 403, description: OPEN311_MESSAGES.apiKeyInvalid }] } });
    expect((await get("/services.csv")).status).toBe(404);
  });
});
