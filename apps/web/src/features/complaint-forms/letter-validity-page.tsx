import { LETTER_CODE_LENGTH, type TLetterValidity, ZLetterCode } from "@portal/schemas/complaint-forms/answer-channels.schema";
import { formatLongDate } from "../../lib/format";
import { trpc } from "../../lib/trpc";
import { Field } from "./field";
import { ValidityCodePage } from "./validity-code-view";

/**
 * /carta-validez?id=: whether an answer letter with this code was issued by the entity. It shows the radicado, the
 * date and the entity only: whoever holds the paper already has the rest, a stranger with the code gets no more.
 */
export function LetterValidityPage() {
  return (
    <ValidityCodePage<TLetterValidity>
      title="Validez de cartas de respuesta"
      intro="Escribe el código de verificación impreso en la carta (o abre el enlace de su código QR)."
      schema={ZLetterCode}
      codeLength={LETTER_CODE_LENGTH}
      resultId="letter-validity-result"
      useValidity={(code, enabled) => trpc.complaintFormAnswers.letterValidity.useQuery({ code }, { enabled, retry: false, meta: { silent: true } })}
      fields={(data) => (
        <>
          <Field label="Radicado" value={data.trackingID} />
          <Field label="Fecha de la carta" value={formatLongDate(data.date)} />
        </>
      )}
    />
  );
}
