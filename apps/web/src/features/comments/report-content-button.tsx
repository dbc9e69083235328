import { Button } from "@mantine/core";
import { useAtomValue, useSetAtom } from "jotai";
import { useState } from "react";
import { isLoggedInAtom } from "../../state/session";
import { authModalAtom } from "../../state/ui";
import { ReportModal } from "./report-modal";

/**
 * "Reportar" for a content (spec 02 §2 report modal, §3 ReportType "Content"): reports need a logged-in user (spec 02
 * §5, §6), so a visitor is asked to log in first.
 */
export function ReportContentButton({ contentID }: { contentID: number }) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const openAuth = useSetAtom(authModalAtom);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="default" onClick={() => (loggedIn ? setOpen(true) : openAuth("login"))}>
        Reportar
      </Button>
      <ReportModal target={open ? { ReportType: "Content", ElementToReportID: contentID } : null} onClose={() => setOpen(false)} />
    </>
  );
}
