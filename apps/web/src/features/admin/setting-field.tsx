import { ActionIcon, Button, Fieldset, Group, NumberInput, Select, Stack, Switch, Textarea, TextInput } from "@mantine/core";
import { STAFF_ADMIN_MESSAGES as M } from "@portal/schemas/accounts/staff-admin-messages";
import { settingLabel } from "@portal/schemas/settings/settings-editor";
import type { z } from "zod";

type TPath = (string | number)[];
type TDef = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  items?: z.ZodType[];
  innerType?: z.ZodType;
  entries?: Record<string, string>;
  options?: z.ZodType[];
  values?: unknown[];
  format?: string;
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: TDef } })._zod.def;
const isInt = (schema: z.ZodType) => /int/.test(String((schema as unknown as { format?: string | null }).format ?? ""));

/** Objects and lists show their own errors in their fields; a single input shows its error itself. */
export function isGroupSchema(schema: z.ZodType): boolean {
  return ["object", "tuple"].includes(defOf(schema).type);
}

/** An empty value of a schema, for a new item of a list. */
function emptyValue(schema: z.ZodType): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case "object":
      return Object.fromEntries(Object.entries(def.shape ?? {}).map(([k, s]) => [k, emptyValue(s)]));
    case "array":
      return [];
    case "tuple":
      return (def.items ?? []).map(emptyValue);
    case "nullable":
      return null;
    case "number":
      return 0;
    case "boolean":
      return false;
    case "enum":
      return Object.values(def.entries ?? {})[0];
    default:
      return "";
  }
}

type TProps = { schema: z.ZodType; value: unknown; onChange: (v: unknown) => void; path: TPath; errors: ReadonlyMap<string, string> };

/**
 * One field of the settings editor, drawn from the setting's own zod schema (the one the server validates with):
 * objects are fieldsets, lists add and remove items, strings, numbers, switches and options are inputs.
 */
export function SettingField({ schema, value, onChange, path, errors }: TProps) {
  const def = defOf(schema);
  const label = settingLabel(path);
  const error = errors.get(path.join("."));
  switch (def.type) {
    case "object": {
      const obj = (value ?? {}) as Record<string, unknown>;
      const fields = Object.entries(def.shape ?? {}).map(([k, s]) => (
        <SettingField key={k} schema={s} value={obj[k]} path={[...path, k]} errors={errors} onChange={(v) => onChange({ ...obj, [k]: v })} />
      ));
      return path.length === 1 ? (
        <Stack gap="sm">{fields}</Stack>
      ) : (
        <Fieldset legend={label}>
          <Stack gap="sm">{fields}</Stack>
        </Fieldset>
      );
    }
    case "tuple": {
      const arr = (value ?? []) as unknown[];
      return (
        <Fieldset legend={label}>
          <Stack gap="sm">
            {(def.items ?? []).map((s, i) => (
              <SettingField
                key={i}
                schema={s}
                value={arr[i]}
                path={[...path, i]}
                errors={errors}
                onChange={(v) => onChange(arr.map((x, j) => (j === i ? v : x)))}
              />
            ))}
          </Stack>
        </Fieldset>
      );
    }
    case "array": {
      const arr = (value ?? []) as unknown[];
      const element = def.element;
      if (!element) return null;
      if (defOf(element).type === "string") {
        return (
          <Textarea
            label={label}
            description={M.onePerLine}
            autosize
            minRows={3}
            maxRows={12}
            error={error}
            value={arr.join("\n")}
            onChange={(e) =>
              onChange(
                e.currentTarget.value
                  .split("\n")
                  .map((s) => s.trim())
                  .filter(Boolean),
              )
            }
          />
        );
      }
      return (
        <Fieldset legend={label}>
          <Stack gap="sm">
            {error && (
              <div role="alert" style={{ color: "var(--mantine-color-error)" }}>
                {error}
              </div>
            )}
            {arr.map((item, i) => (
              <Group key={i} align="start" wrap="nowrap">
                <div style={{ flex: 1 }}>
                  <SettingField
                    schema={element}
                    value={item}
                    path={[...path, i]}
                    errors={errors}
                    onChange={(v) => onChange(arr.map((x, j) => (j === i ? v : x)))}
                  />
                </div>
                <ActionIcon variant="default" mt="lg" aria-label={`${M.removeItem} ${i + 1}`} onClick={() => onChange(arr.filter((_, j) => j !== i))}>
                  ×
                </ActionIcon>
              </Group>
            ))}
            <Button variant="default" size="xs" w="fit-content" onClick={() => onChange([...arr, emptyValue(element)])}>
              {M.addItem}
            </Button>
          </Stack>
        </Fieldset>
      );
    }
    case "nullable":
      return (
        <TextInput
          label={label}
          error={error}
          value={(value as string | null) ?? ""}
          onChange={(e) => onChange(e.currentTarget.value.trim() === "" ? null : e.currentTarget.value)}
        />
      );
    case "boolean":
      return <Switch label={label} checked={value === true} onChange={(e) => onChange(e.currentTarget.checked)} error={error} />;
    case "number":
      return (
        <NumberInput
          label={label}
          error={error}
          value={typeof value === "number" ? value : ""}
          allowDecimal={!isInt(schema)}
          onChange={(v) => onChange(typeof v === "number" ? v : undefined)}
        />
      );
    case "enum":
      return (
        <Select label={label} error={error} value={String(value)} allowDeselect={false} data={Object.values(def.entries ?? {})} onChange={(v) => onChange(v)} />
      );
    case "union": {
      // A union of literals (the slider's variant 1–3).
      const options = (def.options ?? []).map((o) => defOf(o).values?.[0]);
      return (
        <Select
          label={label}
          error={error}
          value={String(value)}
          allowDeselect={false}
          data={options.map(String)}
          onChange={(v) => onChange(options.find((o) => String(o) === v))}
        />
      );
    }
    default:
      return <TextInput label={label} error={error} value={typeof value === "string" ? value : ""} onChange={(e) => onChange(e.currentTarget.value)} />;
  }
}
