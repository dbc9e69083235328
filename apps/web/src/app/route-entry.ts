import type { TPermission } from "@portal/schemas/accounts/permissions";
import type { TPublicSettings } from "@portal/schemas/settings/settings.schema";
import type { ComponentType } from "react";

export type TAccess =
  | { kind: "public" }
  | { kind: "login" }
  /** Logged in and holding any of `permissions`. */
  | { kind: "staff"; permissions: readonly TPermission[] };

/** Every page gets its route's title. */
type TPageProps = { title?: string };

/** One route of the portal, declared by the feature that owns the page (features/<domain>/routes.ts). */
export type TRouteEntry = {
  /** A stable name for the page (tests, logs). */
  page: string;
  /** The spec's path, matched case-insensitively. */
  path: string;
  access: TAccess;
  /** The page: a `lazyPage()` chunk, or a component the first load already holds (home, 404, 500). */
  component: ComponentType<TPageProps>;
  /** The document title while the page loads; pages with a title from their data set their own. null = the entity's title. */
  title: string | null;
  /** Left out of the sitemap: error pages, sign-in hand-offs and links that carry a token. */
  noIndex?: true;
};

/** The settings a route table depends on: the renamable segments (spec 01 §2) and whether PQRDS is enabled. */
export type TRouteSettings = Pick<TPublicSettings, "routes" | "pqrEnabled">;

/** What each features/<domain>/routes.ts exports. */
export type TFeatureRoutes = (settings: TRouteSettings) => readonly TRouteEntry[];

export const PUBLIC: TAccess = { kind: "public" };
export const LOGIN: TAccess = { kind: "login" };
export const staff = (permissions: readonly TPermission[]): TAccess => ({ kind: "staff", permissions });
