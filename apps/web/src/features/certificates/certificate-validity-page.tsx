import { Alert } from "@mantine/core";
import { ZCertificateValidity } from "@portal/schemas/certificates/certificate-request.schema";
import { CERTIFICATE_CODE_LENGTH, CERTIFICATE_MESSAGES } from "@portal/schemas/certificates/certificate-rules";
import { DescriptionItem } from "../../components/description-item";
import { formatLongDate } from "../../lib/format";
import { trpc } from "../../lib/trpc";
import { certificateErrorMessage } from "./certificate-logic";
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
          <DescriptionItem label="Código (id)" value={result.id} emptyText="—" fw={600} />
          <DescriptionItem label="Cédula catastral" value={result.cedulaCatastral} emptyText="—" fw={600} />
          <DescriptionItem label="Número de identificación" value={result.numeroIdentificacion} emptyText="—" fw={600} />
          <DescriptionItem label="Iniciales del titular" value={result.ownerInitials} emptyText="—" fw={600} />
          <DescriptionItem label="Fecha de expedición" value={formatLongDate(result.issuedAt)} emptyText="—" fw={600} />
        </>
      )}
    />
  );
}
