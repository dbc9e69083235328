import { useAtomValue } from "jotai";
import { useEffect } from "react";
import { settingsAtom } from "../state/settings";

/** Sets the document title to "<page> | <entity title>" (WCAG 2.4.2). The router sets the route's title in a layout effect. */
export function usePageTitle(title: string | null | undefined, useTitleEffect: typeof useEffect = useEffect): void {
  const entityTitle = useAtomValue(settingsAtom)?.entity.title ?? "Portal ciudadano";
  useTitleEffect(() => {
    document.title = title ? `${title} | ${entityTitle}` : entityTitle;
  }, [title, entityTitle]);
}
