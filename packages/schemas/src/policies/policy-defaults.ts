import type { TPolicyTermType } from "./policy.schema.ts";

/**
 * The texts a portal shows until its entity publishes its own (version 0, never "new" to anyone). Paragraphs are
 * separated by a blank line; a paragraph starting with "N. " is a heading. "{entidad}" becomes the entity's name.
 */
export const DEFAULT_POLICY_TERMS: Record<TPolicyTermType, string> = {
  terms: [
    "Estas son las condiciones de uso del portal de {entidad}.",
    "1. Aceptación de los términos",
    "Al navegar por este portal y usar sus servicios aceptas estos términos y condiciones de uso. Si no estás de acuerdo con ellos, te pedimos abstenerte de usar el portal.",
    "2. Propósito del portal",
    "El portal de {entidad} informa a la ciudadanía sobre la gestión de la entidad y ofrece trámites y servicios en línea: radicación y seguimiento de peticiones, quejas, reclamos, denuncias y sugerencias (PQRDS), certificados, validación de documentos y participación ciudadana.",
    "La información publicada atiende el derecho de acceso a la información pública (Ley 1712 de 2014) y los lineamientos de Gobierno Digital.",
    "3. Uso adecuado",
    "Te comprometes a usar el portal de manera lícita, a suministrar información veraz y a no publicar contenidos ofensivos, discriminatorios o que vulneren derechos de terceros. La entidad puede retirar los contenidos que incumplan estas reglas.",
    "Las solicitudes radicadas por este medio tienen la misma validez que las presentadas en las oficinas de atención y se tramitan en los términos de la Ley 1755 de 2015.",
    "4. Propiedad intelectual",
    "Los contenidos del portal pueden reproducirse citando la fuente, salvo que se indique lo contrario. Las marcas, logos y símbolos de la entidad no pueden usarse sin autorización.",
    "5. Privacidad y datos personales",
    "Los datos personales que suministres se tratan según la Política de tratamiento de datos personales de {entidad}, conforme a la Ley 1581 de 2012 y sus decretos reglamentarios.",
    "6. Enlaces a otros sitios",
    "El portal puede contener enlaces a sitios externos. La entidad no es responsable de su contenido ni de sus políticas; antes de abrir un sitio externo el portal te lo advierte.",
    "7. Responsabilidad y disponibilidad",
    "La entidad procura que el portal esté disponible y que su información sea exacta y actualizada, pero no garantiza la ausencia de interrupciones o errores. Puedes reportar cualquier inconsistencia a través de los canales de contacto.",
    "8. Cambios en los términos",
    "Estos términos pueden actualizarse en cualquier momento; la versión vigente es la publicada en esta página.",
  ].join("\n\n"),
  treatment: [
    "1. Responsable del tratamiento",
    "{entidad} es responsable del tratamiento de los datos personales que recolecta a través de este portal, de sus oficinas de atención y de sus demás canales. Sus datos de contacto están publicados en la página Contáctenos.",
    "2. Marco legal",
    "Esta política se expide en cumplimiento del artículo 15 de la Constitución Política, la Ley Estatutaria 1581 de 2012, el Decreto 1377 de 2013 (compilado en el Decreto 1074 de 2015) y, en lo relativo a la información pública, la Ley 1712 de 2014.",
    "3. Finalidades",
    "Los datos se tratan para: atender, tramitar y responder peticiones, quejas, reclamos, denuncias, sugerencias y citas; expedir certificados y validar documentos; gestionar las cuentas de usuario del portal; enviar el boletín de noticias a quien lo solicite; elaborar estadísticas de la gestión; y cumplir las obligaciones legales de la entidad.",
    "4. Derechos de los titulares",
    "Como titular puedes conocer, actualizar y rectificar tus datos; solicitar prueba de la autorización; ser informado del uso que se les ha dado; presentar quejas ante la Superintendencia de Industria y Comercio; revocar la autorización o pedir la supresión de los datos cuando no exista un deber legal de conservarlos; y acceder gratuitamente a ellos.",
    "5. Datos sensibles y de niños, niñas y adolescentes",
    "No estás obligado a suministrar datos sensibles. Los datos de niños, niñas y adolescentes se tratan respetando su interés superior y sus derechos fundamentales.",
    "6. Procedimiento para consultas y reclamos",
    "Puedes ejercer tus derechos mediante una solicitud de datos personales en el módulo de PQRDS del portal o en los canales de atención. Las consultas se responden en máximo diez (10) días hábiles y los reclamos en máximo quince (15) días hábiles, prorrogables en los términos de la ley.",
    "7. Seguridad y vigencia",
    "La entidad adopta medidas técnicas, humanas y administrativas para proteger los datos contra pérdida, consulta o acceso no autorizado. Los datos se conservan mientras sean necesarios para las finalidades descritas y según las tablas de retención documental. Esta política rige desde su publicación.",
  ].join("\n\n"),
};

/** A policy text as blocks to render: headings ("1. …") and paragraphs. */
export function policyBlocks(text: string): { heading: boolean; text: string }[] {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => ({ heading: /^\d{1,2}\.\s\S/.test(block) && block.length <= 120 && !block.includes("\n"), text: block }));
}
