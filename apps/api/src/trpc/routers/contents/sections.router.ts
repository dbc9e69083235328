import { contentActor } from "@portal/core/contents/content-viewer";
import { listSections, procedureTypes, saveSection, sectionDetail, typesAvailable } from "@portal/core/contents/sections";
import { type TSectionFormInput, ZSectionRef } from "@portal/schemas/contents/content-queries.schema";
import { ZProcedureTypes, ZSectionView, ZSectionViews, ZValidContentTypes } from "@portal/schemas/contents/content-view.schema";
import { z } from "zod";
import { publicProcedure, router, staffProcedure } from "../../trpc.ts";

/** Sections (tags): read by everyone (private ones after login), edited by content administrators. */
export const sectionsRouter = router({
  /** GET tags */
  list: publicProcedure.output(ZSectionViews).query(({ ctx }) => listSections(ctx.deps, contentActor(ctx.user))),
  /** GET tags/{friendlyName} */
  detail: publicProcedure
    .input(ZSectionRef)
    .output(ZSectionView)
    .query(({ ctx, input }) => sectionDetail(ctx.deps, input, contentActor(ctx.user))),
  /** GET contents/typesavailable/{x} */
  typesAvailable: publicProcedure
    .input(ZSectionRef)
    .output(ZValidContentTypes)
    .query(({ ctx, input }) => typesAvailable(ctx.deps, input, contentActor(ctx.user))),
  /** GET contents/proceduretypes */
  procedureTypes: publicProcedure.output(ZProcedureTypes).query(() => procedureTypes()),
  /** POST tags, PUT tags/{id}: parsed in core (ZSectionForm) after it fills the settings an edit does not name from the stored section (z.custom; documentedInput on the REST rows). */
  save: staffProcedure("Contents")
    .input(z.custom<TSectionFormInput>())
    .output(ZSectionView)
    .mutation(({ ctx, input }) => saveSection(ctx.deps, input)),
});
