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

/** Sets the page's `<meta name="description">` (search engines, link previews) while the page shows; restores it after. */
export function usePageDescription(description: string | null | undefined): void {
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta || !description) return;
    const before = meta.content;
    meta.content = description;
    return () => {
      meta.content = before;
    };
  }, [description]);
}
