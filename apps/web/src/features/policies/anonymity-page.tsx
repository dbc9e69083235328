import { PendingPage } from "../errors/pending-page";

export function AnonymityPage() {
  return <PendingPage title="Recomendaciones de anonimato" />;
}
