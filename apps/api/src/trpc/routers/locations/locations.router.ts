import { z } from "zod";
import { ZLocation, ZLocationChildrenRequest } from "@portal/schemas/locations/locations.schema";
import { publicProcedure, router } from "../../trpc.ts";

const select = { id: true, name: true, code: true, level: true } as const;

export const locationsRouter = router({
  /** GET locations/root — countries, Colombia first. */
  root: publicProcedure.output(z.array(ZLocation)).query(async ({ ctx }) => {
    const rows = await ctx.deps.db.location.findMany({ where: { level: 1 }, select, orderBy: { name: "asc" } });
    return [...rows.filter((r) => r.id === 1), ...rows.filter((r) => r.id !== 1)];
  }),
  /** GET locations/{id}/children */
  children: publicProcedure
    .input(ZLocationChildrenRequest)
    .output(z.array(ZLocation))
    .query(({ ctx, input }) => ctx.deps.db.location.findMany({ where: { parentId: input.id }, select, orderBy: { name: "asc" } })),
});

export const catalogsRouter = router({
  /** GET identificationtype */
  identificationTypes: publicProcedure
    .output(z.array(z.object({ id: z.number(), name: z.string() })))
    .query(({ ctx }) => ctx.deps.db.identificationType.findMany({ select: { id: true, name: true }, orderBy: { id: "asc" } })),
});
