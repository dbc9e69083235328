// The five certificates every installation offers (idempotent: createMany + skipDuplicates never overwrites an edit).
import type { Db } from "@portal/db/client";
import { CERTIFICATE_SLUGS, CERTIFICATE_TITLES } from "@portal/schemas/certificates/certificate-catalog";
import { DEMO_CERTIFICATE_SIGNERS } from "../seed/demo-entity.ts";

/** id, name and slug of a certificate from the zod-free catalogue the web links with. */
function fromCatalog<S extends keyof typeof CERTIFICATE_SLUGS>(slug: S): { id: (typeof CERTIFICATE_SLUGS)[S]; name: string; slug: S } {
  const id = CERTIFICATE_SLUGS[slug];
  const name = CERTIFICATE_TITLES[id];
  if (!name) throw new Error(`Certificate ${slug} has no title in the catalogue`);
  return { id, name, slug };
}

/**
 * The five certificates of /tramites/{slug}. Templates use {{field}} placeholders named after the registry columns
 * (Property, Resident, StaffRecord); signer and texts are edited by the administrator (PUT certificates/{id}).
 */
export const CERTIFICATES = [
  {
    ...fromCatalog("certificado-paz-y-salvo"),
    searchBy: "cadastralKey",
    signerRole: "Secretaría de Hacienda",
    requiresPaymentWhenDebt: true,
    paymentInformation: "El predio registra saldo pendiente del impuesto predial. Realiza el pago y vuelve a solicitar el certificado.",
    paymentTime: "El pago puede tardar hasta tres (3) días hábiles en verse reflejado.",
    text: "Que el predio identificado con cédula catastral {{cadastralKey}}, ubicado en {{address}}, de propiedad de {{owners}}, se encuentra a paz y salvo por concepto del impuesto predial unificado hasta el {{taxPaidUntil}}.",
  },
  {
    ...fromCatalog("uso-suelo"),
    searchBy: "cadastralKey",
    signerRole: "Secretaría de Planeación",
    text: "Que el predio identificado con cédula catastral {{cadastralKey}}, ubicado en {{address}}, se encuentra en la zona {{zone}} y le corresponde el uso de suelo {{landUse}}, según el Plan de Ordenamiento Territorial vigente.",
  },
  {
    ...fromCatalog("estratificacion"),
    searchBy: "cadastralKey",
    signerRole: "Secretaría de Planeación",
    text: "Que el predio identificado con cédula catastral {{cadastralKey}}, ubicado en {{address}}, se encuentra clasificado en el estrato socioeconómico {{stratum}}.",
  },
  {
    ...fromCatalog("residencia"),
    searchBy: "identification",
    signerRole: "Secretaría de Gobierno",
    text: "Que {{names}}, identificado(a) con el documento número {{identification}}, reside en {{address}}, barrio o vereda {{neighborhood}}, desde el {{since}}.",
  },
  {
    ...fromCatalog("laboral"),
    searchBy: "identification",
    signerRole: "Oficina de Talento Humano",
    text: "Que {{name}}, identificado(a) con el documento número {{identification}}, presta o prestó sus servicios en la entidad en el cargo de {{position}}, en la dependencia {{dependency}}, desde el {{startDate}} {{endDate}}.",
  },
] as const;

export async function seedCertificates(db: Db): Promise<void> {
  await db.certificate.createMany({
    data: CERTIFICATES.map((c) => ({ requiresPaymentWhenDebt: false, ...c, signerName: DEMO_CERTIFICATE_SIGNERS[c.id] ?? "Funcionario responsable" })),
    skipDuplicates: true,
  });
}
