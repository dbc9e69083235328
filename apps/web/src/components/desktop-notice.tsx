import { Button, Modal, Text } from "@mantine/core";
import { DESKTOP_NOTICE_WIDTH_PX } from "@portal/schemas/ui/ui-constants";
import { useEffect, useState } from "react";
import { readStorage, STORAGE_KEYS, writeStorage } from "../lib/storage";

/** Whether the notice is due: a narrow window, and not dismissed in this session. */
function desktopNoticeDue(width: number, dismissed: boolean): boolean {
  return width < DESKTOP_NOTICE_WIDTH_PX && !dismissed;
}

/**
 * On staff screens in a narrow window: "features work better above 960 px" (spec 03 §2). Shown once per session;
 * citizens' pages are responsive and never show it.
 */
export function DesktopNotice() {
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    setOpened(desktopNoticeDue(window.innerWidth, readStorage(STORAGE_KEYS.desktopNoticeSeen, "session") === "1"));
  }, []);
  const close = () => {
    writeStorage(STORAGE_KEYS.desktopNoticeSeen, "1", "session");
    setOpened(false);
  };
  return (
    <Modal opened={opened} onClose={close} title="Mejor en una pantalla más grande" centered closeButtonProps={{ "aria-label": "Cerrar" }}>
      <Text mb="lg">
        Las herramientas de administración funcionan mejor en pantallas de más de {DESKTOP_NOTICE_WIDTH_PX} píxeles de ancho. Te recomendamos usar un
        computador.
      </Text>
      <Button onClick={close} data-autofocus>
        Entendido
      </Button>
    </Modal>
  );
}
