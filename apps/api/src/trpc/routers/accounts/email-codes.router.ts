import { z } from "zod";
import { ZEmailCodeRequest, ZEmailCodeValidate } from "@portal/schemas/accounts/email-code.schema";
import { issueEmailCode, verifyEmailCode } from "@portal/core/accounts/email-codes";
import { authedProcedure, router } from "../../trpc.ts";

const ZMessage = z.object({ message: z.string() });

/**
 * E-mail change codes (spec 03 §4 "Email change", the global addHistoryCode / validateCode), one pair for the
 * profile, the staff user form and the update-data wizard (`service`). A code belongs to the user who asked for it.
 */
export const emailCodesRouter = router({
  /** POST emailcodes — "El código fue enviado al correo {email}". */
  send: authedProcedure.input(ZEmailCodeRequest).output(ZMessage).mutation(({ ctx, input }) => issueEmailCode(ctx.deps, ctx.user, input)),
  /** POST emailcodes/validate — "Código verificado exitosamente" or "El código no es válido". */
  validate: authedProcedure.input(ZEmailCodeValidate).output(ZMessage).mutation(({ ctx, input }) => verifyEmailCode(ctx.deps, ctx.user, input)),
});
