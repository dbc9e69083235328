import { complaintPathsOf } from "@portal/schemas/common/portal-paths";
import { useAtomValue } from "jotai";
import { settingsAtom } from "../../state/settings";

/** The PQRDS paths, from the settings' complaint segment (spec 01 §2; shared with the search's services list). */
export const complaintPaths = complaintPathsOf;

export function useComplaintPaths() {
  const segment = useAtomValue(settingsAtom)?.routes.complaint ?? "pqrds";
  return complaintPaths(segment);
}
