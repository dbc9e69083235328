import { POLICY_TERM_LABELS } from "@portal/schemas/policies/policy.schema";
import { PolicyDocument } from "./policy-document";

/** /politicasTratamiento/: personal data processing policy (Ley 1581 de 2012). */
export function TreatmentPoliciesPage() {
  return <PolicyDocument title={POLICY_TERM_LABELS.treatment} termType="treatment" />;
}
