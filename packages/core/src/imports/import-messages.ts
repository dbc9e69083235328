import { BULKLOAD_MESSAGES } from "@portal/schemas/contents/bulk-load.schema";
import { IMPORT_MESSAGES as REGISTRY_IMPORT_MESSAGES } from "@portal/schemas/certificates/registry-import.schema";

export { IMPORT_MAX_ROWS } from "@portal/schemas/certificates/registry-import.schema";
/** The registries' messages and the contents bulk load's (one table for the import runner). */
export const IMPORT_MESSAGES = { ...REGISTRY_IMPORT_MESSAGES, columns: BULKLOAD_MESSAGES.columns } as const;

export function formatMessageSafe(template: string, ...values: (string | number)[]): string {
  return values.reduce<string>((text, value, i) => text.replaceAll(`{${i}}`, String(value)), template);
}
