// Zod-free: the forms that show places import these without building the location schemas as their code loads.

/** Colombia is country id 1 (spec 03 §5: "Colombia (country id 1)"); departments and municipalities load only for it. */
export const COLOMBIA_ID = 1;
export const LOCATION_LEVELS = { country: 1, department: 2, municipality: 3 } as const;
