import { Button } from "@mantine/core";
import { lazy, Suspense, useState } from "react";
import type { TBulkSection } from "./bulk-upload";

const BulkUpload = lazy(() => import("./bulk-upload"));
/** Sections with a mass upload (spec 02 §2); kept here so the section page does not load the upload code. */
const LABELS: Record<string, string> = { contrataciones: "Carga masiva", "tramites-y-servicios": "Carga masiva", normatividad: "Crear varios" };

/** "Carga masiva" / "Crear varios" for content administrators; the upload itself loads when opened. */
export function BulkUploadButton({ section }: { section: TBulkSection }) {
  const [open, setOpen] = useState(false);
  const label = LABELS[section.friendlyName];
  if (!label) return null;
  return (
    <>
      <Button variant="default" onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <BulkUpload section={section} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
