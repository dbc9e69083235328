import { useLayoutEffect, type ReactNode } from "react";
import { Navigate, Route, Routes } from "react-router";
import { usePageTitle } from "../components/page-title";
import { AppLayout } from "../layout/app-layout";
import { RequireLogin, RequireStaff } from "./guards";
import { PATHS } from "./paths";
import type { TRouteSettings } from "./route-entry";
import { buildRouteTable, type TRouteEntry } from "./route-table";

/**
 * Sets the route's title before the page's own effects run (layout effects come first), so a page that names itself
 * from its data (a certificate, a PQRDS type) still has the last word.
 */
function RouteTitle({ title, children }: { title: string | null; children: ReactNode }) {
  usePageTitle(title, useLayoutEffect);
  return children;
}

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
      <Route element={<AppLayout />}>
        {table.map((entry) => (
          <Route key={entry.path} path={entry.path} element={elementFor(entry)} />
        ))}
        <Route path="*" element={<Navigate to={PATHS.notFound} replace />} />
      </Route>
    </Routes>
  );
}
