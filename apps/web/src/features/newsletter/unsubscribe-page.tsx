import { PendingPage } from "../errors/pending-page";

export function UnsubscribePage() {
  return <PendingPage title="Darme de baja" />;
}
