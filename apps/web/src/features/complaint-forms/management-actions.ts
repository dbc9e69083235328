import type { THistoryEntry, TManagedRequest } from "@portal/schemas/complaint-forms/management.schema";
import { useMutation } from "@tanstack/react-query";
import { useRef } from "react";
import { useMutationSend } from "../../components/forms/use-mutation-send";
import { toast } from "../../lib/notify";
import { managementErrorMessage } from "./management-errors";

/** A managed request as it arrives over the wire (history details may be absent). */
export type TManagedView = Omit<TManagedRequest, "history"> & { history: Omit<THistoryEntry, "details">[] };
type TResult = { message: string; complaintForm: TManagedView };

type TRun = { action: () => Promise<TResult>; onDone?: () => void };

/**
 * One staff action on the request, on the form block's `useMutationSend`: busy while it runs, its Spanish error kept for
 * the form (the focus moves to the alert holding `alertRef`), and on success a toast and the updated request handed back.
 */
export function useManagementAction(onChanged: (r: TManagedView) => void) {
  const fallback = useRef<string | undefined>(undefined);
  const mutation = useMutation({ mutationFn: ({ action }: TRun) => action(), meta: { silent: true } });
  const { send, busy, formProps } = useMutationSend({
    mutation,
    toError: (e) => managementErrorMessage(e, fallback.current),
    onSuccess: (result, { onDone }) => {
      toast("success", result.message);
      onDone?.();
      onChanged(result.complaintForm);
    },
  });
  const run = (action: () => Promise<TResult>, options: { errorFallback?: string; onDone?: () => void } = {}) => {
    fallback.current = options.errorFallback;
    send({ action, onDone: options.onDone });
  };
  return { busy, formProps, run };
}

export type TManagementActions = {
  answer: (input: {
    answer: string;
    fileIDs: string[];
    urlFile?: string | null;
    resolve: boolean;
    accessDenied?: boolean;
    denialReason?: string | null;
  }) => Promise<TResult>;
  delegate: (email: string) => Promise<TResult>;
  /** Only staff through /administrador/pqrs may extend the term. */
  extend?: (input: { days: number; reason: string }) => Promise<TResult>;
  /** Transfer to the competent authority and the requirement to complete (Ley 1755 arts. 21 and 17). */
  transfer?: (input: { transferEntityName: string; transferEntityEmail: string; transferReason: string }) => Promise<TResult>;
  requireCompletion?: (completionRequest: string) => Promise<TResult>;
};
