import { createContext, useContext } from "react";
import type { TRouteEntry } from "./route-entry";

/**
 * The route table the portal serves, as AppRoutes built it from the settings. A page that lists the portal's pages (the
 * site map) reads it here instead of importing the table, which imports every feature's routes and so that page too.
 */
export const RouteTableContext = createContext<readonly TRouteEntry[]>([]);

export function useRouteTable(): readonly TRouteEntry[] {
  return useContext(RouteTableContext);
}
