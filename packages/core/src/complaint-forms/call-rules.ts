import type { Prisma } from "@portal/db/client";
import {
  ANSWER_LETTER_TEXTS,
  ANSWER_CHANNEL_MESSAGES as C,
  needsRecordedCall,
  type TComplaintCall,
} from "@portal/schemas/complaint-forms/answer-channels.schema";
import { AppError } from "../errors/app-error.ts";

/** A recorded call as the request's detail lists it. */
export function toCallEntry(c: { id: number; calledAt: Date; official: string; summary: string; createdAt: Date }): TComplaintCall {
  return { id: c.id, calledAt: c.calledAt.toISOString(), official: c.official, summary: c.summary, createdAt: c.createdAt.toISOString() };
}

/**
 * Resolving a phone-channel request needs a recorded call first: the citizen must actually have been told. Checked
 * inside the resolving transaction, so a call removed meanwhile cannot slip through.
 */
export async function assertCallRecorded(
  tx: Pick<Prisma.TransactionClient, "complaintFormCall">,
  row: { complaintFormID: number; responseTypeID: number },
): Promise<void> {
  if (!needsRecordedCall(row)) return;
  if ((await tx.complaintFormCall.count({ where: { complaintFormID: row.complaintFormID } })) === 0) throw AppError.field("resolve", C.callRequired);
}

/** The answer as the citizen is told it: with the denial of access and its reason when access was denied. */
export function answerWithDenial(input: { answer: string; accessDenied: boolean; denialReason?: string | null }): string {
  return input.accessDenied
    ? `${input.answer}\n\n${ANSWER_LETTER_TEXTS.accessDeniedTitle} ${input.denialReason ?? ""}\n${ANSWER_LETTER_TEXTS.accessDeniedRights}`
    : input.answer;
}
