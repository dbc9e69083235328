import { DEFAULT_SETTINGS } from "@portal/schemas/settings/settings.schema";
import { describe, expect, it } from "vitest";
import { branchLines, entityContactLines } from "./contact-lines";

const entity = {
  ...DEFAULT_SETTINGS.entity,
  address: "Calle 1 # 2-3",
  phone: "604 444 1234",
  phoneMobile: "",
  freeCareLine: "01 8000 123",
  anticorruptionLine: "01 8000 999",
  fax: "",
  email: "contacto@entidad.gov.co",
  emailNotification: "judicial@entidad.gov.co",
  operationHours: "Lunes a viernes",
};

describe("the entity's contact data (spec 01 §3), on the contact page and in the footer", () => {
  it("lists the anticorruption line with a tel: link, and leaves out what is not set", () => {
    const lines = entityContactLines(entity);
    expect(lines.find((l) => l.label === "Línea anticorrupción")).toEqual({ label: "Línea anticorrupción", value: "01 8000 999", href: "tel:018000999" });
    expect(lines.map((l) => l.label)).toEqual([
      "Dirección",
      "Teléfono",
      "Línea gratuita",
      "Línea anticorrupción",
      "Correo electrónico",
      "Notificaciones judiciales",
      "Horario de atención",
    ]);
  });

  it("a branch shows its address, hours, e-mail and phones", () => {
    const branch = {
      name: "Sede Norte",
      address: "Carrera 5",
      operationHours: "8 a 12",
      email: "norte@entidad.gov.co",
      phonenumber: "604 111 2222 - 300 123 4567",
    };
    expect(branchLines(branch)).toEqual([
      { label: "Dirección", value: "Carrera 5" },
      { label: "Horario", value: "8 a 12" },
      { label: "Correo", value: "norte@entidad.gov.co", href: "mailto:norte@entidad.gov.co" },
      { label: "Teléfonos", value: "604 111 2222 - 300 123 4567" },
    ]);
    expect(branchLines({ ...branch, email: "", phonenumber: "6041112222" }).map((l) => l.label)).toEqual(["Dirección", "Horario", "Teléfonos"]);
  });
});
