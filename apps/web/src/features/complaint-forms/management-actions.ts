import type { THistoryEntry, TManagedRequest } from "@portal/schemas/complaint-forms/management.schema";
import { useState } from "react";
import { toast } from "../../lib/notify";
import { managementErrorMessage } from "./management-errors";

/** A managed request as it arrives over the wire (history details may be absent). */
export type TManagedView = Omit<TManagedRequest, "history"> & { history: Omit<THistoryEntry, "details">[] };
type TResult = { message: string; complaintForm: TManagedView };

/**
 * One staff action on the request: busy while it runs, its Spanish error kept for the form, and on success a toast and
 * the updated request handed back.
 */
export function useManagementAction(onChanged: (r: TManagedView) => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<TResult>, options: { errorFallback?: string; onDone?: () => void } = {}) => {
    setBusy(true);
    setError(null);
    try {
      const result = await action();
      toast("success", result.message);
      options.onDone?.();
      onChanged(result.complaintForm);
    } catch (e) {
      setError(managementErrorMessage(e, options.errorFallback));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
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
