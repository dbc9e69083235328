import { TRANSPARENCY_PATH } from "@portal/schemas/transparency/transparency-paths";
import { lazyPage } from "../../app/lazy-page";
import { PUBLIC, type TFeatureRoutes } from "../../app/route-entry";

export const transparencyRoutes: TFeatureRoutes = () => [
  {
    page: "transparency",
    path: TRANSPARENCY_PATH,
    access: PUBLIC,
    title: "Transparencia y acceso a la información pública",
    component: lazyPage(() => import("./transparency-page"), "TransparencyPage"),
  },
];
