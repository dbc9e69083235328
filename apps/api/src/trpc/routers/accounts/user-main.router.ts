import { readUserMain, saveUserMain } from "@portal/core/accounts/user-main";
import { ZUserMainState, ZUserMainUpdate, ZUserMainView } from "@portal/schemas/accounts/user-main.schema";
import { z } from "zod";
import { authedProcedure, router } from "../../trpc.ts";

const ZSaved = z.object({ message: z.string(), userMain: ZUserMainView });

/**
 * The entity's main users and the update-data wizard (spec 03 §4). Logged-in, not staff procedures: the person with a
 * pending form reaches them while every staff call waits; core decides who may read and write which record.
 */
export const userMainRouter = router({
  /** GET usermain */
  get: authedProcedure.output(ZUserMainState).query(({ ctx }) => readUserMain(ctx.deps, ctx.user)),
  /** PUT usermain */
  update: authedProcedure
    .input(ZUserMainUpdate)
    .output(ZSaved)
    .mutation(({ ctx, input }) => saveUserMain(ctx.deps, ctx.user, input, "update")),
  /** POST usermain */
  create: authedProcedure
    .input(ZUserMainUpdate)
    .output(ZSaved)
    .mutation(({ ctx, input }) => saveUserMain(ctx.deps, ctx.user, input, "create")),
});
