import { PendingPage } from "../errors/pending-page";

export function ContactPage() {
  return <PendingPage title="Contáctenos" />;
}
