import { Alert } from "@mantine/core";
import { CERTIFICATE_CODE_LENGTH, CERTIFICATE_MESSAGES, ZCertificateValidity } from "@portal/schemas/certificates/certificate-request.schema";
import { formatLongDate } from "../../lib/format";
import { trpc } from "../../lib/trpc";
import { certificateErrorMessage } from "./certificate-logic";
import { ResultField } from "./result-field";
import { ValidityCheck } from "./validity-check";

/** /validez/: the 32-character code (prefilled from ?id=, where the QR code points) plus captcha. */
export function CertificateValidityPage() {
  const validate = trpc.certificates.validate.useMutation({ meta: { silent: true } });
  return (
    <ValidityCheck
      title="Validez de certificados"
      intro="Escribe el código de validez que aparece en el certificado (o abre el enlace de su código QR)."
      captchaForm="certificateValidity"
      schema={ZCertificateValidity}
      mutation={validate}
      errorMessage={certificateErrorMessage}
      codeDescription={`${CERTIFICATE_CODE_LENGTH} caracteres, sin guiones.`}
      codeMaxLength={CERTIFICATE_CODE_LENGTH + 8}
      resultTitle={(result) => (
        <Alert color="green" variant="light" role="status" title={result.message || CERTIFICATE_MESSAGES.valid}>
          {result.certificateName}
        </Alert>
      )}
      resultFields={(result) => (
        <>
          <ResultField label="Código (id)" value={result.id} />
          <ResultField label="Cédula catastral" value={result.cedulaCatastral} />
          <ResultField label="Número de identificación" value={result.numeroIdentificacion} />
          <ResultField label="Iniciales del titular" value={result.ownerInitials} />
          <ResultField label="Fecha de expedición" value={formatLongDate(result.issuedAt)} />
        </>
      )}
    />
  );
}
