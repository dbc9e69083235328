import { describe, expect, it } from "vitest";
import { readFrame } from "./block-admin.ts";

describe("readFrame", () => {
  it("reads a valid frame as the schema does", () => {
    expect(readFrame({ title: "Accesos", color: "#ABC", rotation: 5 })).toMatchObject({ title: "Accesos", color: "#abc", rotation: 5, sections: [] });
    expect(readFrame(null)).toMatchObject({ title: null, titleExists: true });
  });
  it("keeps the valid fields of a frame written by other means and drops the rest", () => {
    const frame = readFrame({ title: "Mapa de sedes", color: "rojo", zoom: 40, latitude: 4.6, longitude: -74.1, extra: "x" });
    expect(frame).toMatchObject({ title: "Mapa de sedes", color: null, zoom: null, latitude: 4.6, longitude: -74.1 });
    expect(frame).not.toHaveProperty("extra");
  });
});
