/**
 * How a closed request ended (ComplaintForm.outcome). Status stays 1 open / 2 closed as spec 01 §2 reads it; the
 * outcome says why it closed, and the tracking page and the reports name it.
 */
export const COMPLAINT_OUTCOMES = ["answered", "transferred", "withdrawn"] as const;
export type TComplaintOutcome = (typeof COMPLAINT_OUTCOMES)[number];

export const COMPLAINT_OUTCOME_NAMES: Readonly<Record<TComplaintOutcome, string>> = {
  answered: "Respondida",
  transferred: "Trasladada",
  withdrawn: "Desistimiento tácito",
};
