import { PendingPage } from "../errors/pending-page";

export function PoliciesPage() {
  return <PendingPage title="Políticas y términos de uso" />;
}
