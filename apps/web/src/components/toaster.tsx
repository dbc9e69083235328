import "@mantine/notifications/styles.css";
import "./toaster.css";
import { Notifications, notifications } from "@mantine/notifications";
import { TOAST } from "@portal/schemas/ui/ui-constants";
import { useAtom } from "jotai";
import { useEffect } from "react";
import { pendingToastsAtom } from "../lib/notify";
import { followHeader } from "./toast-top";

/**
 * Mantine's notifications, mounted on the first toast; 15 px from the side and at least 60 px from the top (spec 03 §9,
 * TOAST.offsetsPx), below the header so that no toast covers its controls (toast-top.ts).
 */
export function Toaster() {
  const [pending, setPending] = useAtom(pendingToastsAtom);
  useEffect(() => followHeader(), []);
  useEffect(() => {
    if (pending.length === 0) return;
    for (const t of pending) {
      notifications.show({
        id: `toast-${t.id}`,
        title: t.title,
        message: t.message,
        color: TOAST.colors[t.kind],
        autoClose: TOAST.durationMs,
        withBorder: true,
        // Mantine's close button has no name of its own (axe: button-name).
        closeButtonProps: { "aria-label": TOAST.closeLabel },
      });
    }
    setPending([]);
  }, [pending, setPending]);
  // Mantine renders a container per position: the offsets apply to the top-right one only (toaster.css).
  return <Notifications position="top-right" autoClose={TOAST.durationMs} />;
}
