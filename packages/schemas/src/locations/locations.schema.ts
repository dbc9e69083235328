import { z } from "zod";

export const ZLocation = z.object({ id: z.number().int(), name: z.string(), code: z.string(), level: z.number().int() });
export type TLocation = z.infer<typeof ZLocation>;
export const ZLocationChildrenRequest = z.object({ id: z.coerce.number().int().positive() });
