import { listCountries, listLocationChildren } from "@portal/core/locations/locations";
import { ZLocation, ZLocationChildrenRequest } from "@portal/schemas/locations/locations.schema";
import { z } from "zod";
import { publicProcedure, router } from "../../trpc.ts";

export const locationsRouter = router({
  /** GET locations/root — countries, Colombia first. */
  root: publicProcedure.output(z.array(ZLocation)).query(({ ctx }) => listCountries(ctx.deps)),
  /** GET locations/{id}/children */
  children: publicProcedure
    .input(ZLocationChildrenRequest)
    .output(z.array(ZLocation))
    .query(({ ctx, input }) => listLocationChildren(ctx.deps, input.id)),
});
