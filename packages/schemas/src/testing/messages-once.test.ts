import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * A Spanish text lives under one key of one `*_MESSAGES` table: a second copy drifts the day one is reworded. Texts
 * shared by several domains go to COMMON_MESSAGES (schemas/common) and the tables import them.
 */
const SCHEMAS = resolve(import.meta.dirname, "..");
const isTest = (file: string) => /\.test\.tsx?$/.test(file) || /[\\/]testing[\\/]/.test(file);
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? (e.name === "node_modules" || e.name === "generated" ? [] : sourceFiles(join(dir, e.name))) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );

/** The text of every `const NAME_MESSAGES = { … }` in a file, found by matching braces. */
function tablesIn(text: string): { name: string; body: string }[] {
  return [...text.matchAll(/const (\w+_MESSAGES)\b[^=]*=\s*\{/g)].map((m) => {
    let depth = 0;
    let i = m.index + m[0].length - 1;
    for (; i < text.length; i++) {
      if (text[i] === "{") depth++;
      else if (text[i] === "}" && --depth === 0) break;
    }
    return { name: m[1]!, body: text.slice(m.index, i + 1) };
  });
}

/**
 * Each text written as a literal in a table, with the keys it is written under. An entry that reads another table's
 * (COMMON_MESSAGES.x) is not a definition, so it does not count.
 */
function keysByText(): Map<string, string[]> {
  const byText = new Map<string, string[]>();
  for (const file of sourceFiles(SCHEMAS).filter((f) => !isTest(f))) {
    for (const { name, body } of tablesIn(readFileSync(file, "utf8"))) {
      for (const m of body.matchAll(/([\w$]+|"[^"]+")\s*:\s*"((?:[^"\\]|\\.)*)"/g)) {
        byText.set(m[2]!, [...(byText.get(m[2]!) ?? []), `${name}.${m[1]!.replaceAll('"', "")}`].sort());
      }
    }
  }
  return byText;
}

/**
 * Texts still under two or more keys, each with its exact keys (a new copy fails the test): the field and record
 * messages moved to COMMON_MESSAGES; what is left are short screen words (Cerrar, Siguiente, Mes…) and notices that
 * issue 29 item 6 has not yet sorted into "shared" (→ COMMON_MESSAGES) or "free to diverge" (→ reworded or explained
 * here). Shrink it, never grow it.
 */
const DEFINED_TWICE_FOR_NOW: ReadonlyMap<string, readonly string[]> = new Map<string, readonly string[]>([
  ["Anterior", ["BLOCK_UI_MESSAGES.calendarBack", "BLOCK_UI_MESSAGES.previous", "CONTENT_POPUP_MESSAGES.previous"]],
  ["Autodiagnóstico", ["SELF_ASSESSMENT_MESSAGES.sheet", "SELF_ASSESSMENT_MESSAGES.title"]],
  ["Cancelar", ["STAFF_ADMIN_MESSAGES.cancel", "USER_MAIN_MESSAGES.cancel"]],
  ["Cargando…", ["BLOCK_UI_MESSAGES.loading", "DATA_MESSAGES.loading"]],
  ["Cerrado", ["MY_TICKETS_MESSAGES.closed", "TICKET_MESSAGES.statusClosed"]],
  ["Cerrar", ["BLOCK_UI_MESSAGES.popupClose", "CHAT_LAUNCHER_MESSAGES.close", "CONTENT_POPUP_MESSAGES.close", "INDICATORS_MESSAGES.close", "POPUP_MESSAGES.close", "TICKET_MESSAGES.close"]],
  ["Código de verificación", ["MFA_MESSAGES.codeLabel", "PERSONAL_ACCESS_MESSAGES.emailTitle"]],
  ["Debes seleccionar un orden de la lista", ["BLOCK_MESSAGES.contentOrderInvalid", "BLOCK_QUERY_MESSAGES.orderInvalid"]],
  ["Desde", ["INDICATORS_MESSAGES.dateFrom", "STAFF_ADMIN_MESSAGES.dateFrom"]],
  ["Editar", ["BLOCK_UI_MESSAGES.edit", "USER_MAIN_MESSAGES.edit"]],
  ["El enlace de descarga venció. Vuelve a descargar el archivo.", ["CONTENT_EXPORT_MESSAGES.tokenInvalid", "INDICATORS_MESSAGES.tokenInvalid"]],
  ["El informe no existe", ["INDICATORS_MESSAGES.reportNotFound", "PQRDS_REPORT_MESSAGES.notFound"]],
  ["El mensaje no puede superar {max} caracteres", ["CHAT_MESSAGES.messageTooLong", "TICKET_MESSAGES.messageTooLong"]],
  ["El servicio no está disponible en este momento", ["ATTENTION_MESSAGES.unavailable", "ERROR_MESSAGES.serviceUnavailable"]],
  ["Entidad", ["CHAT_MESSAGES.staff", "INDICATORS_MESSAGES.rankingSite"]],
  ["Escribe tu mensaje", ["CHAT_MESSAGES.placeholder", "TICKET_MESSAGES.messageRequired"]],
  ["Estado", ["REQUEST_EMAIL_MESSAGES.state", "SELF_ASSESSMENT_MESSAGES.status"]],
  ["Hasta", ["INDICATORS_MESSAGES.dateTo", "STAFF_ADMIN_MESSAGES.dateTo"]],
  ["Iniciar sesión", ["ACCESS_MESSAGES.loginButton", "CHAT_MESSAGES.login"]],
  ["La fecha inicial no puede ser posterior a la fecha final", ["DAY_RANGE_MESSAGES.rangeInverted", "OPEN_DATA_MESSAGES.periodInverted"]],
  ["La sección indicada no es válida", ["BLOCK_MESSAGES.sectionInvalid", "BLOCK_QUERY_MESSAGES.sectionInvalid"]],
  ["La sesión ha expirado, vuelve a conectarte", ["ERROR_MESSAGES.unauthorized", "LOGIN_MESSAGES.sessionExpired"]],
  ["Mes", ["BLOCK_UI_MESSAGES.month", "INDICATORS_MESSAGES.periodMonth"]],
  ["No encontramos este bloque", ["BLOCK_MESSAGES.notFound", "BLOCK_QUERY_MESSAGES.blockNotFound"]],
  ["No encontramos la solicitud", ["LIFECYCLE_MESSAGES.notFound", "MANAGEMENT_MESSAGES.notFound"]],
  ["Periodo", ["DEVELOPERS_MESSAGES.limitPeriod", "INDICATORS_MESSAGES.byPeriod"]],
  ["Puntaje", ["INDICATORS_MESSAGES.formulaScore", "INDICATORS_MESSAGES.rankingScore"]],
  ["Semana", ["BLOCK_UI_MESSAGES.week", "INDICATORS_MESSAGES.periodWeek"]],
  ["Siguiente", ["BLOCK_UI_MESSAGES.calendarNext", "BLOCK_UI_MESSAGES.next", "CONTENT_POPUP_MESSAGES.next", "USER_MAIN_MESSAGES.next"]],
  ["Sin enlace", ["SELF_ASSESSMENT_MESSAGES.missing", "TRANSPARENCY_MESSAGES.missingLink"]],
  ["Tipo de carga no válido", ["BULKLOAD_MESSAGES.typeInvalid", "FILE_MESSAGES.unknownKind"]],
  ["Ver indicadores", ["BLOCK_UI_MESSAGES.indicatorsLink", "INDICATORS_MESSAGES.seeIndicators"]],
]);

describe("Spanish messages", () => {
  it("define each text under one key", () => {
    const twice = [...keysByText()].filter(([, keys]) => keys.length > 1);
    const unexpected = twice.filter(([text, keys]) => JSON.stringify(DEFINED_TWICE_FOR_NOW.get(text)) !== JSON.stringify(keys));
    expect(Object.fromEntries(unexpected)).toEqual({});
  });
});
