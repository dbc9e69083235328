import { PQR_REPORT_PATH } from "@portal/schemas/transparency/transparency-paths";
import { PORTAL_PAGE_SECTIONS, PQR_REPORT_SECTION } from "@portal/schemas/transparency/transparency-scaffold";
import { useAtomValue } from "jotai";
import { PATHS, segmentPath } from "../../app/paths";
import { settingsAtom } from "../../state/settings";

/**
 * The address of the portal's own page that answers a transparency item (its special section), as the portal serves it
 * now (the PQRDS path follows its route setting, and is null while PQRDS are off); null for any other item.
 */
export function usePortalPageLink(): (specialSection: string | null) => string | null {
  const settings = useAtomValue(settingsAtom);
  return (specialSection) => {
    switch (specialSection) {
      case PQR_REPORT_SECTION:
        return PQR_REPORT_PATH;
      case PORTAL_PAGE_SECTIONS.branches:
        return PATHS.branches;
      case PORTAL_PAGE_SECTIONS.contact:
        return PATHS.contact;
      case PORTAL_PAGE_SECTIONS.procedures:
        return PATHS.procedures;
      case PORTAL_PAGE_SECTIONS.pqrds:
        return settings?.pqrEnabled ? segmentPath(settings.routes.complaint) : null;
      default:
        return null;
    }
  };
}
