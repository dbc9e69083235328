import { SELECT_TEXTS } from "../../../components/forms/select-options";
import type { TComplaintValues } from "../complaint-values";

type TName = keyof TComplaintValues;

/** What the PQRDS form's sections use of the form (`useZodForm`'s result). */
export type TComplaintFormState = {
  values: TComplaintValues;
  setField: <K extends keyof TComplaintValues>(name: K, value: TComplaintValues[K]) => void;
  errorOf: (name: string) => string | undefined;
  textProps: (name: TName) => {
    name: string;
    value: string;
    onChange: (e: { currentTarget: { value: string } }) => void;
    onBlur: () => void;
    error: string | undefined;
  };
  blur: (name: TName) => void;
  touch: (name: string) => void;
};

/** Props of the form's selects and text inputs, disabled while the request is being sent. */
export function complaintFields(form: TComplaintFormState, busy: boolean) {
  const select = (name: TName, errorKey: string = name) => ({
    name,
    value: form.values[name] as string | null,
    onBlur: () => form.blur(name),
    error: form.errorOf(errorKey),
    disabled: busy,
    onChange: (v: string | null) => form.setField(name, v),
    placeholder: "Selecciona",
    ...SELECT_TEXTS,
  });
  const text = (name: TName) => ({ ...form.textProps(name), disabled: busy });
  return { select, text };
}

export type TComplaintFields = ReturnType<typeof complaintFields>;

/** The legend of each part of the form. */
export const FIELDSET_STYLES = { legend: { fontWeight: 700, fontSize: "var(--mantine-font-size-lg)", marginBottom: "0.5rem" } } as const;
