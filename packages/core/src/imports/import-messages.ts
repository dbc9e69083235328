export { IMPORT_MAX_ROWS, IMPORT_MESSAGES } from "@portal/schemas/certificates/registry-import.schema";

export function formatMessageSafe(template: string, ...values: (string | number)[]): string {
  return values.reduce<string>((text, value, i) => text.replaceAll(`{${i}}`, String(value)), template);
}
