// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { usePageTitle } from "../components/page-title";
import { RouteTitle } from "./route-title";

function NamedByItsData({ name }: { name: string }) {
  usePageTitle(name);
  return <h1>{name}</h1>;
}

describe("RouteTitle", () => {
  afterEach(cleanup);

  it("names the tab after the route", () => {
    render(
      <RouteTitle title="Sucursales">
        <h1>Sucursales</h1>
      </RouteTitle>,
    );
    expect(document.title).toBe("Sucursales | Portal ciudadano");
  });

  it("lets a page that names itself from its data have the last word", () => {
    render(
      <RouteTitle title="Solicitud de certificado">
        <NamedByItsData name="Certificado de residencia" />
      </RouteTitle>,
    );
    expect(document.title).toBe("Certificado de residencia | Portal ciudadano");
  });

  it("uses the entity's title alone for the home page (title null)", () => {
    render(
      <RouteTitle title={null}>
        <p>Inicio</p>
      </RouteTitle>,
    );
    expect(document.title).toBe("Portal ciudadano");
  });
});
