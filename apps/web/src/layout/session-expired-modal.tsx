import { Button, Group, Modal, Text } from "@mantine/core";
import { ERROR_MESSAGES } from "@portal/schemas/errors/error-messages";
import { useAtom, useSetAtom } from "jotai";
import { useMounted } from "../components/use-loaded-once";
import { sessionExpiredAtom } from "../state/session";
import { authModalAtom } from "../state/ui";

/** "La sesión ha expirado, vuelve a conectarte", with a button to log in again (spec 03 §4). */
export function SessionExpiredModal() {
  const [expired, setExpired] = useAtom(sessionExpiredAtom);
  const openAuth = useSetAtom(authModalAtom);
  const mounted = useMounted();
  return (
    <Modal opened={mounted && expired} onClose={() => setExpired(false)} title="Sesión finalizada" centered closeButtonProps={{ "aria-label": "Cerrar" }}>
      {/* The same text as LOGIN_MESSAGES.sessionExpired, taken from the zod-free module to keep the first load small. */}
      <Text mb="lg">{ERROR_MESSAGES.unauthorized}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => setExpired(false)}>
          Cerrar
        </Button>
        <Button
          data-autofocus
          onClick={() => {
            setExpired(false);
            openAuth("login");
          }}
        >
          Iniciar sesión
        </Button>
      </Group>
    </Modal>
  );
}
