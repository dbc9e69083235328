import { FILING_RECEIPT_ATTACHMENT, filingReceiptForAttachment } from "@portal/core/complaint-forms/filing-receipt";
import type { AttachmentResolver } from "@portal/core/mail/attachments";
import type { WorkerContext } from "../../context.ts";

/** The attachment references the worker knows how to turn into files, by type (mail/attachments.ts). */
export function attachmentResolver(ctx: Pick<WorkerContext, "db" | "settings" | "storage" | "env">): AttachmentResolver {
  return async (ref) => {
    if (ref.type === FILING_RECEIPT_ATTACHMENT) return filingReceiptForAttachment(ctx, ref);
    throw new Error(`Tipo de adjunto desconocido: ${ref.type}`);
  };
}
