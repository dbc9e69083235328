import { z } from "zod";

/** Colombia is country id 1 (spec 03 §5: "Colombia (country id 1)"); departments and municipalities load only for it. */
export const COLOMBIA_ID = 1;
export const LOCATION_LEVELS = { country: 1, department: 2, municipality: 3 } as const;

export const ZLocation = z.object({ id: z.number().int(), name: z.string(), code: z.string(), level: z.number().int() });
export type TLocation = z.infer<typeof ZLocation>;
export const ZLocationChildrenRequest = z.object({ id: z.coerce.number().int().positive() });
