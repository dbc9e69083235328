import { Modal } from "@mantine/core";
import { BLOCK_TIMING, BLOCK_UI_MESSAGES as M, POPUP_MODES } from "@portal/schemas/blocks/block-types";
import { useEffect, useState } from "react";
import { useCanAdminContents } from "../contents/use-can-admin-contents";
import type { THomeData } from "./block-api";
import classes from "./blocks.module.css";
import { SiteLink } from "./content-link";

const seenKey = (mode: number) => `portal-popup-visto-${mode}`;

function alreadySeen(mode: number): boolean {
  try {
    return sessionStorage.getItem(seenKey(mode)) !== null;
  } catch {
    return false;
  }
}
function markSeen(mode: number) {
  try {
    sessionStorage.setItem(seenKey(mode), "1");
  } catch {
    // Private browsing without storage: the popup may show again, nothing else breaks.
  }
}

/** The home popup (spec 02 §4): after 2 s, once per browser session and mode (1 administrators, 2 others). */
export function HomePopups({ popups }: { popups: THomeData["popups"] }) {
  const canAdmin = useCanAdminContents();
  const mode = canAdmin ? POPUP_MODES.admin : POPUP_MODES.others;
  const popup = popups.find((p) => p.showMode === mode) ?? null;
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!popup || alreadySeen(mode)) return;
    const timer = window.setTimeout(() => {
      markSeen(mode);
      setOpen(true);
    }, BLOCK_TIMING.popupDelayMs);
    return () => window.clearTimeout(timer);
  }, [popup, mode]);
  if (!popup) return null;
  return (
    <Modal opened={open} onClose={() => setOpen(false)} title={popup.nombre} centered size="lg" closeButtonProps={{ "aria-label": M.popupClose }}>
      {popup.image && <img src={popup.image} alt="" style={{ maxWidth: "100%" }} />}
      {popup.embedUrl && <iframe src={popup.embedUrl} title={popup.nombre} style={{ width: "100%", aspectRatio: "16 / 9", border: 0 }} allowFullScreen />}
      {popup.body && <div className={classes.text} dangerouslySetInnerHTML={{ __html: popup.body }} />}
      {popup.externalLink && (
        <p>
          <SiteLink className={classes.button} href={popup.externalLink}>
            {popup.nameButtonUrl ?? M.seeMore}
          </SiteLink>
        </p>
      )}
    </Modal>
  );
}
