import { randomUUID } from "node:crypto";
import type { ApiHarness } from "../../../testing/api-harness.ts";

/** Valid forms of each type with its own rules (dates far ahead so "not before now" holds). */
const common = { name: "Nueva vía en el barrio", description: "Descripción suficientemente larga del contenido", commentWallType: 0 };
export const FORMS = {
  article: { ...common, contentType: 1, withoutClosingDate: true },
  event: { ...common, contentType: 2, eventHost: "Alcaldía", eventLocation: "Parque principal", startDate: "2099-05-01", endDate: "2099-05-01", endHour: "10" },
  vote: { ...common, contentType: 3, answerOptions: [{ text: "Sí" }, { text: "No" }] },
  challenge: { ...common, contentType: 5, startingDate: "2099-01-01", closingDate: "2099-02-01" },
  accountability: { ...common, contentType: 9, accountabilityBase: "10 km", accountabilityGoal: "50 km", accountabilityPercentage: "45,5" },
  procedure: { ...common, contentType: 14, procedureTypeID: 2, procedureCostType: 2, procedureValue: "25.000", procedureTime: "15 días hábiles" },
  gallery: { ...common, contentType: 15 },
  poll: {
    ...common,
    contentType: 100,
    contentPoll: [
      { text: "¿Qué opina usted del nuevo parque del barrio?", typeQuestion: 1 },
      { text: "¿Ha visitado usted el parque este mes?", typeQuestion: 2 },
      { text: "¿Qué día prefiere para el mercado campesino?", typeQuestion: 3, contentAnswers: [{ text: "Sábado" }, { text: "Domingo" }] },
      { text: "¿Qué servicios usa usted en el parque?", typeQuestion: 4, contentAnswers: [{ text: "Gimnasio" }, { text: "Juegos" }, { text: "Senderos" }] },
    ],
  },
} as const;

let seq = 0;
/** A section accepting `types` (every type when empty), created through the API by a content administrator. */
export async function createSection(h: ApiHarness, token: string, extra: Record<string, unknown> = {}) {
  seq++;
  const res = await h.call("POST", "/api/v1/tags", { name: `Sección de prueba ${seq}`, validContentTypes: [1, 2, 3, 5, 9, 14, 15, 100], ...extra }, token);
  if (res.status !== 201) throw new Error(`section: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { tagID: number; friendlyName: string };
}

/** A staff upload of kind "content" as the uploads endpoint records it (the bytes are not read by these calls). */
export async function storedFile(h: ApiHarness, opts: { isImage: boolean; extension?: string; purpose?: string }) {
  const extension = opts.extension ?? (opts.isImage ? "png" : "pdf");
  const row = await h.db.storedFile.create({
    data: {
      name: `archivo.${extension}`,
      storageKey: `test/${randomUUID()}`,
      mimeType: opts.isImage ? "image/png" : "application/pdf",
      extension,
      size: 1234,
      isImage: opts.isImage,
      purpose: opts.purpose ?? "content",
    },
  });
  return row.fileID;
}

/** POST contents as `token`, into `tagID`; throws unless 201. */
export async function createContent(h: ApiHarness, token: string, form: Record<string, unknown>, tagID: number) {
  const res = await h.call("POST", "/api/v1/contents", { ...form, tags: [tagID] }, token);
  if (res.status !== 201) throw new Error(`content: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { contentID: number; friendlyName: string } & Record<string, any>;
}

/** A citizen holding only the Contents permission, as a content administrator. */
export function contentAdmin(h: ApiHarness): Promise<string> {
  return h.registerStaff("Contents");
}
