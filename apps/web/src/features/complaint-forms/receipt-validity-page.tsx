import { LETTER_CODE_LENGTH } from "@portal/schemas/complaint-forms/answer-channels.schema";
import { type TReceiptValidity, ZReceiptCode } from "@portal/schemas/complaint-forms/filing-receipt.schema";
import { formatLongDate } from "../../lib/format";
import { trpc } from "../../lib/trpc";
import { Field } from "./field";
import { requestDay } from "./request-format";
import { ValidityCodePage } from "./validity-code-view";

/**
 * /constancia-validez?id=: whether a filing receipt with this code was issued (issue 31). It shows the radicado, the
 * type and the dates only, never who filed it or what they asked.
 */
export function ReceiptValidityPage() {
  return (
    <ValidityCodePage<TReceiptValidity>
      title="Validez de constancias de radicación"
      intro="Escribe el código de verificación impreso en la constancia (o abre el enlace de su código QR)."
      schema={ZReceiptCode}
      codeLength={LETTER_CODE_LENGTH}
      resultId="receipt-validity-result"
      useValidity={(code, enabled) => trpc.complaintForms.receiptValidity.useQuery({ code }, { enabled, retry: false, meta: { silent: true } })}
      fields={(data) => (
        <>
          <Field label="Radicado" value={data.trackingID} />
          <Field label="Tipo de solicitud" value={data.typeName} />
          <Field label="Fecha de radicación" value={formatLongDate(data.filedAt)} />
          <Field label="Fecha máxima de respuesta" value={requestDay(data.answerableDate)} />
        </>
      )}
    />
  );
}
