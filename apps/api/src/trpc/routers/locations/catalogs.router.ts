import { listIdentificationTypes } from "@portal/core/locations/locations";
import { z } from "zod";
import { publicProcedure, router } from "../../trpc.ts";

export const catalogsRouter = router({
  /** GET identificationtype */
  identificationTypes: publicProcedure.output(z.array(z.object({ id: z.number(), name: z.string() }))).query(({ ctx }) => listIdentificationTypes(ctx.deps)),
});
