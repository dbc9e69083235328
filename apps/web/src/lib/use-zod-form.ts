// The form hook for forms whose zod schema is in their page's code: importing it sets zod's own messages in Spanish
// (zod-locale) before any of those schemas parses. A form that loads its schema on first touch (zod-form.ts's loader
// option) imports zod-form.ts and loads the locale with its schema, so that its page loads no zod at all (issue 28).
import "@portal/schemas/zod-locale";

export { issuesToErrors, type TFieldErrors, type TZodFormOptions, useZodForm } from "./zod-form";
