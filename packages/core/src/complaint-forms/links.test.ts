import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leaseOrStartTestServices } from "../testing/shared-test-services.ts";
import { type TestServices } from "../testing/test-services.ts";
import { responsibleUsers } from "./links.ts";

let services: TestServices;
beforeAll(async () => {
  services = await leaseOrStartTestServices();
});
afterAll(async () => {
  await services?.stop();
});

let seq = 0;
async function staffWith(permissions: ("Administrator" | "PQRs" | "Comments")[], active = true) {
  const n = ++seq;
  return services.db.user.create({
    data: {
      email: `staff${n}@links.test`,
      friendlyName: `staff-${n}`,
      name: "Staff",
      lastname: `${n}`,
      active,
      permissions: { create: permissions.map((permission) => ({ permission })) },
    },
    select: { id: true },
  });
}

describe("the PQRDS responsible users", () => {
  it("include holders of only the Administrator permission (it implies PQRs), not other staff nor inactive ones", async () => {
    const adminOnly = await staffWith(["Administrator"]);
    const pqrs = await staffWith(["PQRs"]);
    const both = await staffWith(["Administrator", "PQRs"]);
    await staffWith(["Comments"]);
    await staffWith(["Administrator"], false);
    const ids = (await responsibleUsers(services.db)).map((u) => u.id);
    expect(ids).toEqual([adminOnly.id, pqrs.id, both.id]);
  });
});
