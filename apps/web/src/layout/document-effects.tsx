import { themePair } from "@portal/schemas/settings/site-themes";
import { useAtomValue } from "jotai";
import { useEffect } from "react";
import { settingsAtom } from "../state/settings";
import { contrastAtom, fontSizeAtom } from "../state/ui";

/** The classes the <html> element carries: the site theme pair, the contrast mode. */
export function documentClasses(siteTheme: string | undefined, contrast: boolean): string[] {
  const classes = siteTheme ? [...themePair(siteTheme)] : [];
  if (contrast) classes.push("portal-contrast");
  return classes;
}

/** Applies settings and accessibility preferences to the document: theme classes, font size, title. */
export function DocumentEffects() {
  const settings = useAtomValue(settingsAtom);
  const contrast = useAtomValue(contrastAtom);
  const fontSize = useAtomValue(fontSizeAtom);

  useEffect(() => {
    const root = document.documentElement;
    const classes = documentClasses(settings?.siteTheme, contrast);
    for (const c of [...root.classList]) if (c.startsWith("tema-") || c === "portal-contrast") root.classList.remove(c);
    root.classList.add(...classes);
  }, [settings?.siteTheme, contrast]);

  useEffect(() => {
    if (fontSize > 0) document.documentElement.dataset.fontSize = String(fontSize);
    else delete document.documentElement.dataset.fontSize;
  }, [fontSize]);

  return null;
}
