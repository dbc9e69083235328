import type { TSessionUser } from "@portal/schemas/accounts/session-user.schema";

/** A whole signed-in user for component tests: a citizen with nothing special, changed where a test needs it. */
export function testSessionUser(overrides: Partial<TSessionUser> = {}): TSessionUser {
  return {
    id: 1,
    userID: 1,
    name: "Camila",
    fullName: "Camila Rojas",
    firstsLetter: "CR",
    email: "camila@correo.co",
    identification: null,
    identificationType: null,
    loa: "loa:1",
    hasPassword: true,
    isAuthorize: true,
    permissions: [],
    friendlyName: "camila-rojas",
    image: null,
    fileID: null,
    enabledNewsletter: false,
    enabledNotifications: true,
    attributes: [],
    fbId: null,
    gId: null,
    unseenNotifications: 0,
    creationDate: "2026-01-15T10:00:00.000Z",
    level: 1,
    emailVerified: true,
    mfaEnabled: false,
    ...overrides,
  };
}
