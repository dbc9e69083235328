import { changeOwnEmail } from "@portal/core/accounts/change-email";
import { deleteOwnAccount } from "@portal/core/accounts/delete-account";
import { readOwnProfile, updateProfile } from "@portal/core/accounts/profile";
import { listCommunity, readPublicProfile } from "@portal/core/accounts/public-profile";
import { ZEmailChange } from "@portal/schemas/accounts/email-code.schema";
import {
  ZAccountDelete,
  ZCommunityPage,
  ZCommunityQuery,
  ZFriendlyNameRef,
  ZOwnProfile,
  ZProfileUpdate,
  ZPublicProfile,
} from "@portal/schemas/accounts/profile.schema";
import { ZSessionUser } from "@portal/schemas/accounts/session-user.schema";
import { ZMessage } from "@portal/schemas/common/ok";
import { z } from "zod";
import { authedProcedure, router } from "../../trpc.ts";

const ZUserMessage = z.object({ message: z.string(), user: ZSessionUser });

/** /mi-perfil/ (the owner's profile, e-mail change, account deletion) and the community's public profiles. */
export const profileRouter = router({
  /** GET auth/profile — the profile form's data. */
  own: authedProcedure.output(ZOwnProfile).query(({ ctx }) => readOwnProfile(ctx.deps, ctx.user)),
  /** PUT users/{friendlyName} — only the owner's own. */
  update: authedProcedure
    .input(ZProfileUpdate)
    .output(ZUserMessage)
    .mutation(({ ctx, input }) => updateProfile(ctx.deps, ctx.user, ctx.sessionId, input, ctx.ip)),
  /** PUT auth/email — applies the new address once its code was validated (POST emailcodes/validate). */
  changeEmail: authedProcedure
    .input(ZEmailChange)
    .output(ZUserMessage)
    .mutation(({ ctx, input }) => changeOwnEmail(ctx.deps, ctx.user, input)),
  /** DELETE users/{friendlyName} — the owner deletes the account; every session ends. */
  remove: authedProcedure
    .input(ZAccountDelete)
    .output(ZMessage)
    .mutation(({ ctx, input }) => deleteOwnAccount(ctx.deps, ctx.user, input, ctx.ip)),
  /** GET users/{friendlyName} — a member's public profile (logged-in viewers; members who opted in). */
  public: authedProcedure
    .input(ZFriendlyNameRef)
    .output(ZPublicProfile)
    .query(({ ctx, input }) => readPublicProfile(ctx.deps, input.friendlyName, ctx.user)),
  /** GET users/community — the community list, 20 a page (logged-in viewers; members who opted in). */
  community: authedProcedure
    .input(ZCommunityQuery.optional())
    .output(ZCommunityPage)
    .query(({ ctx, input }) => listCommunity(ctx.deps, input ?? {})),
});
