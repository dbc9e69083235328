import { PendingPage } from "../errors/pending-page";

export function AdminComplaintsPage() {
  return <PendingPage title="PQRDS" />;
}
