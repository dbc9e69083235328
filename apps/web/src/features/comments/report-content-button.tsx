import { Button } from "@mantine/core";
import { useAtomValue, useSetAtom } from "jotai";
import { lazy, Suspense, useState } from "react";
import { isLoggedInAtom } from "../../state/session";
import { authModalAtom } from "../../state/ui";

// The modal (its form, zod and the report schema) is loaded on the first "Reportar", not with the content's page.
const ReportModal = lazy(() => import("./report-modal").then((m) => ({ default: m.ReportModal })));

/**
 * "Reportar" for a content (spec 02 §2 report modal, §3 ReportType "Content"): reports need a logged-in user (spec 02
 * §5, §6), so a visitor is asked to log in first.
 */
export function ReportContentButton({ contentID }: { contentID: number }) {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const openAuth = useSetAtom(authModalAtom);
  const [open, setOpen] = useState(false);
  // Kept mounted once opened, so closing it runs the modal's own close (focus back on "Reportar").
  const [asked, setAsked] = useState(false);
  const report = () => {
    if (!loggedIn) return openAuth("login");
    setAsked(true);
    setOpen(true);
  };
  return (
    <>
      <Button variant="default" onClick={report}>
        Reportar
      </Button>
      {asked && (
        <Suspense fallback={null}>
          <ReportModal target={open ? { ReportType: "Content", ElementToReportID: contentID } : null} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
