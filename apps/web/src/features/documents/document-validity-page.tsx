import { Alert } from "@mantine/core";
import { ZDocumentValidity } from "@portal/schemas/documents/document-request.schema";
import { DOCUMENT_CODE_MAX, DOCUMENT_MESSAGES } from "@portal/schemas/documents/document-rules";
import { DescriptionItem } from "../../components/description-item";
import { formatLongDate } from "../../lib/format";
import { trpc } from "../../lib/trpc";
import { documentValidityErrorMessage } from "../certificates/certificate-logic";
import { ValidityCheck } from "../certificates/validity-check";

/** /document-validez/: a validity code of 32–100 characters (prefilled from ?id=) plus captcha. */
export function DocumentValidityPage() {
  const validate = trpc.documents.validate.useMutation({ meta: { silent: true } });
  return (
    <ValidityCheck
      title="Validez de documentos"
      intro="Escribe el código de validez que aparece en el documento (o abre el enlace de su código QR)."
      captchaForm="documentValidity"
      schema={ZDocumentValidity}
      mutation={validate}
      errorMessage={documentValidityErrorMessage}
      codeDescription="Entre 32 y 100 caracteres."
      codeMaxLength={DOCUMENT_CODE_MAX}
      resultTitle={(result) => <Alert color="green" variant="light" role="status" title={result.message || DOCUMENT_MESSAGES.valid} />}
      resultFields={(result) => (
        <>
          <DescriptionItem label="Código verificado" value={result.guid} emptyText="—" fw={600} />
          <DescriptionItem label="Tipo de documento" value={result.nameSubDocumentType} emptyText="—" fw={600} />
          <DescriptionItem label="Número de identificación del interesado" value={result.numeroIdentificacion} emptyText="—" fw={600} />
          <DescriptionItem label="Fecha de expedición" value={formatLongDate(result.issuedAt)} emptyText="—" fw={600} />
        </>
      )}
    />
  );
}
