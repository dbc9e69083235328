import { formatSpanishDay } from "../common/spanish-format.ts";
import type { EmailBlock } from "../mail/layout.ts";
import { renderEmailLayout } from "../mail/layout.ts";
import type { TOutgoingEmail } from "../mail/outbox.ts";
import type { TDay } from "./business-days.ts";

export const STAFF_DIGEST_KIND = "pqrds-staff-digest";

/** What a staff notice stores in EmailMessage.data, so held notices can be gathered into one digest. */
export interface TStaffNoticeData {
  entityName: string;
  typeName: string;
  trackingID: string;
  answerableDate: TDay;
  link: string;
  validDays: number;
}

/**
 * To one responsible user: the new requests whose notices were held while many arrived at once — `total` of them, of
 * which `items` (the oldest, at most DIGEST_LISTED_MAX) are listed with their links; the rest are in the PQRDS admin.
 */
export function staffDigestEmail(to: string, items: TStaffNoticeData[], total = items.length): TOutgoingEmail {
  const entityName = items[0]?.entityName ?? "";
  const n = Math.max(total, items.length);
  const blocks: EmailBlock[] = [
    { type: "paragraph", text: `Se radicaron ${n} nuevas PQRDS en poco tiempo; para no llenar tu bandeja las reunimos en este resumen.` },
  ];
  if (n > items.length) {
    blocks.push({ type: "paragraph", text: `Estas son las ${items.length} más antiguas; encuentras las demás en el administrador de PQRDS.` });
  }
  for (const item of items) {
    blocks.push(
      { type: "list", items: [`Radicado: ${item.trackingID} — ${item.typeName}`, `Fecha límite de respuesta: ${formatSpanishDay(item.answerableDate)}`] },
      { type: "button", label: "Gestionar la solicitud", url: item.link },
    );
  }
  const validDays = Math.min(...items.map((i) => i.validDays));
  blocks.push({ type: "note", text: `Cada enlace es personal y vence en ${validDays} días. También puedes gestionarlas desde el administrador de PQRDS.` });
  const title = "Resumen de nuevas PQRDS radicadas";
  const { html, text } = renderEmailLayout({ entityName, title, blocks });
  return { kind: STAFF_DIGEST_KIND, to, subject: `${title} (${n})`, text, html };
}
