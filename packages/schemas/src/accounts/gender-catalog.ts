/** genderID: 0 male, 1 female, 2 other — one name per id for the account and the PQRDS form (zod-free). */
export const GENDER_NAMES = { 0: "Masculino", 1: "Femenino", 2: "Otro" } as const;
type TGenderId = keyof typeof GENDER_NAMES;

const inOrder = (ids: readonly TGenderId[]) => ids.map((id) => ({ id, name: GENDER_NAMES[id] }));

/** Registration and profile list Femenino first. */
export const GENDERS = inOrder([1, 0, 2]);
/** The PQRDS form lists them by id. */
export const COMPLAINT_GENDERS = inOrder([0, 1, 2]);
