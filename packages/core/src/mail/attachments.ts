/**
 * E-mail attachments. The outbox row keeps only references (EmailMessage.attachments); the worker turns each into a
 * file when it sends the message, so no document's bytes sit in the database row or in the job in Redis, and the
 * file is the one its download gives at that moment. Each domain registers the resolver of its own reference types
 * in the worker (apps/worker/src/processors/mail/attachments.ts).
 */
export interface TEmailAttachmentRef {
  /** What the reference points at, e.g. "filing-receipt". */
  type: string;
  /** The row it is made from, within its type (e.g. the request's complaintFormID). */
  id: string;
}

/** An attachment ready to send. */
export interface TMailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** Turns one reference into its file; throws when it cannot (the send is retried like a transport error). */
export type AttachmentResolver = (ref: TEmailAttachmentRef) => Promise<TMailAttachment>;

/** The references stored on a row (a JSON array), ignoring anything that is not one. */
export function attachmentRefsOf(value: unknown): TEmailAttachmentRef[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (v): v is TEmailAttachmentRef =>
      typeof v === "object" && v !== null && typeof (v as TEmailAttachmentRef).type === "string" && typeof (v as TEmailAttachmentRef).id === "string",
  );
}

/** Every reference of a row as files; a row with references and no resolver fails (a worker set up without them). */
export async function resolveAttachments(refs: readonly TEmailAttachmentRef[], resolve: AttachmentResolver | undefined): Promise<TMailAttachment[]> {
  if (refs.length === 0) return [];
  if (!resolve) throw new Error(`No hay cómo adjuntar ${refs.map((r) => r.type).join(", ")}: el worker no tiene resolutor de adjuntos`);
  return Promise.all(refs.map((ref) => resolve(ref)));
}
