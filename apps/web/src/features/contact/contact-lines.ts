import type { TSettings, TSubsidiary } from "@portal/schemas/settings/settings.schema";

export type TContactLine = { label: string; value: string; href?: string };

const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
const filled = (lines: TContactLine[]) => lines.filter((l) => l.value.trim() !== "");

/**
 * The entity's contact data (spec 01 §3 "Contact data"): address, phone, mobile, free line, anticorruption line, fax,
 * e-mail, judicial-notification e-mail and hours — each shown when set. The contact page and the footer both list it.
 */
export function entityContactLines(entity: TSettings["entity"]): TContactLine[] {
  return filled([
    { label: "Dirección", value: entity.address },
    { label: "Teléfono", value: entity.phone, href: tel(entity.phone) },
    { label: "Celular", value: entity.phoneMobile, href: tel(entity.phoneMobile) },
    { label: "Línea gratuita", value: entity.freeCareLine, href: tel(entity.freeCareLine) },
    { label: "Línea anticorrupción", value: entity.anticorruptionLine, href: tel(entity.anticorruptionLine) },
    { label: "Fax", value: entity.fax },
    { label: "Correo electrónico", value: entity.email, href: `mailto:${entity.email}` },
    { label: "Notificaciones judiciales", value: entity.emailNotification, href: `mailto:${entity.emailNotification}` },
    { label: "Horario de atención", value: entity.operationHours },
  ]);
}

/** A branch's lines after its name (spec 01 §2 /sucursales, 02 §2 footer): address, hours, e-mail and phones. */
export function branchLines(branch: TSubsidiary): TContactLine[] {
  return filled([
    { label: "Dirección", value: branch.address },
    { label: "Horario", value: branch.operationHours },
    { label: "Correo", value: branch.email, href: `mailto:${branch.email}` },
    // Often several numbers in one field ("604 111 2222 - 300 123 4567"): shown as written, not as one tel: link.
    { label: "Teléfonos", value: branch.phonenumber },
  ]);
}
