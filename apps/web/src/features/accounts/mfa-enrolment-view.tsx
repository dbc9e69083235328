import { Code, Image, List, Stack, Text } from "@mantine/core";
import type { TMfaEnrolment } from "@portal/schemas/accounts/mfa.schema";

/** The QR to scan with an authenticator app, and the same secret as text for typing it in. */
export function MfaEnrolmentView({ enrolment }: { enrolment: TMfaEnrolment }) {
  return (
    <Stack gap="xs">
      <List type="ordered" size="sm" spacing={4}>
        <List.Item>Abre una aplicación de autenticación en tu celular (por ejemplo Google Authenticator, Microsoft Authenticator o FreeOTP).</List.Item>
        <List.Item>Escanea este código QR o escribe la clave que aparece debajo.</List.Item>
        <List.Item>Escribe el código de 6 números que muestra la aplicación.</List.Item>
      </List>
      <Image src={enrolment.qr} alt="Código QR para configurar la verificación en dos pasos" w={184} h={184} fit="contain" />
      <Text size="sm">
        Clave para escribir a mano: <Code data-testid="mfa-secret">{enrolment.secret}</Code>
      </Text>
    </Stack>
  );
}
