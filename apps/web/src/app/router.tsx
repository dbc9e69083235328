import type { ReactNode } from "react";
import { Navigate, Route, Routes } from "react-router";
import { AppLayout } from "../layout/app-layout";
import { RequireLogin, RequireStaff } from "./guards";
import { PATHS } from "./paths";
import type { TRouteSettings } from "./route-entry";
import { buildRouteTable, type TRouteEntry } from "./route-table";
import { RouteTableContext } from "./route-table-context";
import { RouteTitle } from "./route-title";

function elementFor(entry: TRouteEntry): ReactNode {
  const Page = entry.component;
  // Inside the guards: a sign-in or access message names the tab itself, and the page's title comes once it shows.
  const page = (
    <RouteTitle title={entry.title}>
      <Page title={entry.title ?? undefined} />
    </RouteTitle>
  );
  if (entry.access.kind === "login") return <RequireLogin>{page}</RequireLogin>;
  if (entry.access.kind === "staff") return <RequireStaff permissions={entry.access.permissions}>{page}</RequireStaff>;
  return page;
}

/**
 * The portal's routes, built from the route table (segment names come from settings). Matching is
 * case-insensitive (react-router's default); unknown paths go to /pagina-no-encontrada.
 */
export function AppRoutes({ settings }: { settings: TRouteSettings }) {
  const table = buildRouteTable(settings);
  return (
    <Routes>
      <Route
        element={
          <RouteTableContext.Provider value={table}>
            <AppLayout />
          </RouteTableContext.Provider>
        }
      >
        {table.map((entry) => (
          <Route key={entry.path} path={entry.path} element={elementFor(entry)} />
        ))}
        <Route path="*" element={<Navigate to={PATHS.notFound} replace />} />
      </Route>
    </Routes>
  );
}
