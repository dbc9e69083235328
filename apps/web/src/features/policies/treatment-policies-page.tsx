import { PendingPage } from "../errors/pending-page";

export function TreatmentPoliciesPage() {
  return <PendingPage title="Políticas de tratamiento de datos personales" />;
}
