/** Values for a message's placeholders: in order for `{0}`, `{1}`…, or by name for `{name}`. */
export type TMessageValues = readonly (string | number)[] | Readonly<Record<string, string | number>>;

/**
 * The message with its `{0}`/`{name}` placeholders filled, every occurrence; one without a value stays as written, so
 * a missing value shows up instead of vanishing. Values are plain text: escaping is the caller's (e-mail HTML, PDF).
 */
export function fillMessage(template: string, values: TMessageValues): string {
  const table = new Map(Object.entries(values));
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = table.get(key);
    return value === undefined ? whole : String(value);
  });
}
