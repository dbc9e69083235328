import { useAtomValue } from "jotai";
import { segmentPath } from "../../routes/paths";
import { settingsAtom } from "../../state/settings";

/** The PQRDS paths, from the settings' complaint segment (spec 01 §2). */
export function complaintPaths(segment: string) {
  const base = segmentPath(segment);
  return { chooser: base, tracking: `${base}/seguimiento`, form: (typeId: number | ":complaintFormTypeId") => `${base}/enviar/${typeId}` };
}

export function useComplaintPaths() {
  const segment = useAtomValue(settingsAtom)?.routes.complaint ?? "pqrds";
  return complaintPaths(segment);
}
