import { useAtomValue } from "jotai";
import { useEffect } from "react";
import { settingsAtom } from "../state/settings";

/** Sets the document title to "<page> | <entity title>" (WCAG 2.4.2). */
export function usePageTitle(title: string | null | undefined): void {
  const entityTitle = useAtomValue(settingsAtom)?.entity.title ?? "Portal ciudadano";
  useEffect(() => {
    document.title = title ? `${title} | ${entityTitle}` : entityTitle;
  }, [title, entityTitle]);
}
