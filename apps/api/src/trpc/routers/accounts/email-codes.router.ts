import { discardEmailCodes, issueEmailCode, verifyEmailCode } from "@portal/core/accounts/email-codes";
import { ZEmailCodeDiscard, ZEmailCodeRequest, ZEmailCodeValidate } from "@portal/schemas/accounts/email-code.schema";
import { ZMessage } from "@portal/schemas/common/ok";
import { authedProcedure, router } from "../../trpc.ts";

/**
 * E-mail change codes (spec 03 §4 "Email change", §7 the global addEmail / addHistoryCode / validateCode /
 * updateHistoryCodeEmail, served on this portal's own paths), one set for the
 * profile, the staff user form and the update-data wizard (`service`). A code belongs to the user who asked for it.
 */
export const emailCodesRouter = router({
  /** POST emailcodes — "El código fue enviado al correo {email}". */
  send: authedProcedure
    .input(ZEmailCodeRequest)
    .output(ZMessage)
    .mutation(({ ctx, input }) => issueEmailCode(ctx.deps, ctx.user, input)),
  /** POST emailcodes/validate — "Código verificado exitosamente" or "El código no es válido". */
  validate: authedProcedure
    .input(ZEmailCodeValidate)
    .output(ZMessage)
    .mutation(({ ctx, input }) => verifyEmailCode(ctx.deps, ctx.user, input)),
  /** PUT emailcodes/history — updateHistoryCodeEmail: the requester's codes for that address and form are discarded. */
  discard: authedProcedure
    .input(ZEmailCodeDiscard)
    .output(ZMessage)
    .mutation(({ ctx, input }) => discardEmailCodes(ctx.deps, ctx.user, input)),
});
