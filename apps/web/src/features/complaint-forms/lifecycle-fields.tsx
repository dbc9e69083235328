import type { TTrackedRequest } from "@portal/schemas/complaint-forms/tracking.schema";
import { Field } from "./field";
import { requestDay } from "./request-format";

/** How the request ended (Trasladada, Desistimiento tácito…) and a pending requirement to complete it (Ley 1755 arts. 17 and 21). */
export function LifecycleFields({ request: r }: { request: Pick<TTrackedRequest, "lifecycle"> }) {
  const l = r.lifecycle;
  if (!l) return null;
  return (
    <>
      <Field label="Resultado" value={l.outcomeName ? `${l.outcomeName}${l.transferEntityName ? ` a ${l.transferEntityName}` : ""}` : null} />
      <Field label="Información que falta" value={l.suspended ? l.completionRequest : null} />
      <Field label="Plazo para completarla" value={l.suspended && l.completionDeadline ? requestDay(l.completionDeadline) : null} />
    </>
  );
}
