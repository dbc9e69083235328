import { getPolicyTerms, markPolicyTermViewed, policyTermHistory, publishPolicyTerm, staffPolicyNotice } from "@portal/core/policies/policies";
import {
  ZPolicyStaffNotice,
  ZPolicyTerm,
  ZPolicyTermForm,
  ZPolicyTermQuery,
  ZPolicyTerms,
  ZPolicyTermViewed,
  ZPolicyTermViewedResult,
} from "@portal/schemas/policies/policy.schema";
import { z } from "zod";
import { authedProcedure, publicProcedure, router, staffProcedure } from "../../trpc.ts";

/** Policy and terms texts, versioned; each logged user acknowledges each new version once. */
export const policiesRouter = router({
  /** GET policiesterms?termType=terms|treatment (GET policiesterms/treatment for the treatment policy) */
  get: publicProcedure
    .input(ZPolicyTermQuery)
    .output(ZPolicyTerms)
    .query(({ ctx, input }) => getPolicyTerms(ctx.deps, input, ctx.user?.id ?? null)),
  /** GET policiesterms/history */
  history: staffProcedure("Settings")
    .input(ZPolicyTermQuery)
    .output(z.array(ZPolicyTerm))
    .query(({ ctx, input }) => policyTermHistory(ctx.deps, input)),
  /** POST policiesterms: a new version */
  publish: staffProcedure("Settings")
    .input(ZPolicyTermForm)
    .output(ZPolicyTerm)
    .mutation(({ ctx, input }) => publishPolicyTerm(ctx.deps, input, ctx.user.id)),
  /** GET policiesterms/notice: the texts a staff member has not seen since they changed (the home's notice for admins) */
  staffNotice: authedProcedure.output(ZPolicyStaffNotice).query(({ ctx }) => staffPolicyNotice(ctx.deps, ctx.user)),
  /** PUT policiesterms: the logged user has read the current version */
  markViewed: authedProcedure
    .input(ZPolicyTermViewed)
    .output(ZPolicyTermViewedResult)
    .mutation(({ ctx, input }) => markPolicyTermViewed(ctx.deps, input, ctx.user.id)),
});
