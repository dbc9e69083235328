import { type ReactNode, useLayoutEffect } from "react";
import { usePageTitle } from "../components/page-title";

/**
 * Sets the route's title before the page's own effects run (layout effects come first), so a page that names itself
 * from its data (a certificate, a PQRDS type) still has the last word.
 */
export function RouteTitle({ title, children }: { title: string | null; children: ReactNode }) {
  usePageTitle(title, useLayoutEffect);
  return children;
}
