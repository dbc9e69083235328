import { type TOwnProfile, ZProfile } from "@portal/schemas/accounts/profile.schema";
import { describe, expect, it } from "vitest";
import { toProfileInput, toProfileValues } from "./profile-values";

const saved: TOwnProfile = {
  friendlyName: "lucia-martinez",
  email: "lucia@correo.co",
  name: "Lucía",
  secondname: null,
  lastname: "Martínez",
  secondlastname: null,
  identificationType: 1,
  identification: "1020304050",
  country: 1,
  department: 5,
  location: 5001,
  city: null,
  neighborhood: "El Poblado",
  address: "Calle 10",
  phone: "3001234567",
  genderID: 0,
  birthDate: "1990-05-17",
  description: null,
  enabledNewsletter: false,
  publicProfile: false,
  fileID: null,
  image: null,
  loa: "loa:1",
  hasPassword: true,
};

describe("the profile form's values", () => {
  it("round-trip a saved profile into the schema's input (gender 0 stays male, never empty)", () => {
    const input = toProfileInput(toProfileValues(saved));
    expect(ZProfile.parse(input)).toMatchObject({ genderID: 0, department: 5, location: 5001, neighborhood: "El Poblado", city: null, description: null });
  });
  it("send only the chosen country's place: abroad a city, no department", () => {
    const values = { ...toProfileValues(saved), country: "1001", city: "Quito" };
    expect(toProfileInput(values)).toMatchObject({ country: 1001, department: null, location: null, neighborhood: null, city: "Quito" });
  });
  it("an empty select is null, so the schema asks for it", () => {
    const values = { ...toProfileValues(saved), genderID: null, identificationType: null };
    expect(ZProfile.safeParse(toProfileInput(values)).success).toBe(false);
  });
});
