import { POLICY_TERM_LABELS } from "@portal/schemas/policies/policy.schema";
import { PolicyDocument } from "./policy-document";

/** /politicas/: terms and policies of use. */
export function PoliciesPage() {
  return <PolicyDocument title={POLICY_TERM_LABELS.terms} termType="terms" />;
}
