import { z } from "zod";

// Apart from procedure-export.ts (its columns and texts, which the public section pages show without loading zod).

/** ?tag={section friendly name}: one section's procedures; absent → every section's. */
export const ZProcedureExportQuery = z.object({ tag: z.string().trim().max(200).optional() });
