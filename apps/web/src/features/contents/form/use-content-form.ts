import { ZContentForm } from "@portal/schemas/contents/content-form.schema";
import { useZodForm } from "../../../lib/use-zod-form";
import { type TContentFormValues, toContentInput } from "./form-values";

/** The content form: the values validated by the shared ZContentForm (same rules and Spanish messages as the server). */
export function useContentForm(initialValues: TContentFormValues) {
  return useZodForm({ schema: ZContentForm, initialValues, toInput: toContentInput });
}
type TContentFormApi = ReturnType<typeof useContentForm>;
export type TFieldsetProps = { form: TContentFormApi };

/** Hours 00–23 for the event's start and end hour selects. */
export const HOURS = Array.from({ length: 24 }, (_, h) => String(h).padStart(2, "0"));
