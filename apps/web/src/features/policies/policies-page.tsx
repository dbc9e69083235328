import { TextDocument, type TSection } from "./text-document";

const SECTIONS: readonly TSection[] = [
  {
    title: "1. Aceptación de los términos",
    paragraphs: [
      "Al navegar por este portal y usar sus servicios aceptas estos términos y condiciones de uso. Si no estás de acuerdo con ellos, te pedimos abstenerte de usar el portal.",
    ],
  },
  {
    title: "2. Propósito del portal",
    paragraphs: [
      "El portal de {entidad} informa a la ciudadanía sobre la gestión de la entidad y ofrece trámites y servicios en línea: radicación y seguimiento de peticiones, quejas, reclamos, denuncias y sugerencias (PQRDS), certificados, validación de documentos y participación ciudadana.",
      "La información publicada atiende el derecho de acceso a la información pública (Ley 1712 de 2014) y los lineamientos de Gobierno Digital.",
    ],
  },
  {
    title: "3. Uso adecuado",
    paragraphs: [
      "Te comprometes a usar el portal de manera lícita, a suministrar información veraz y a no publicar contenidos ofensivos, discriminatorios o que vulneren derechos de terceros. La entidad puede retirar los contenidos que incumplan estas reglas.",
      "Las solicitudes radicadas por este medio tienen la misma validez que las presentadas en las oficinas de atención y se tramitan en los términos de la Ley 1755 de 2015.",
    ],
  },
  {
    title: "4. Propiedad intelectual",
    paragraphs: [
      "Los contenidos del portal pueden reproducirse citando la fuente, salvo que se indique lo contrario. Las marcas, logos y símbolos de la entidad no pueden usarse sin autorización.",
    ],
  },
  {
    title: "5. Privacidad y datos personales",
    paragraphs: [
      "Los datos personales que suministres se tratan según la Política de tratamiento de datos personales de {entidad}, conforme a la Ley 1581 de 2012 y sus decretos reglamentarios.",
    ],
  },
  {
    title: "6. Enlaces a otros sitios",
    paragraphs: [
      "El portal puede contener enlaces a sitios externos. La entidad no es responsable de su contenido ni de sus políticas; antes de abrir un sitio externo el portal te lo advierte.",
    ],
  },
  {
    title: "7. Responsabilidad y disponibilidad",
    paragraphs: [
      "La entidad procura que el portal esté disponible y que su información sea exacta y actualizada, pero no garantiza la ausencia de interrupciones o errores. Puedes reportar cualquier inconsistencia a través de los canales de contacto.",
    ],
  },
  {
    title: "8. Cambios en los términos",
    paragraphs: ["Estos términos pueden actualizarse en cualquier momento; la versión vigente es la publicada en esta página."],
  },
];

/** /politicas/: terms and policies of use. */
export function PoliciesPage() {
  return <TextDocument title="Políticas y términos de uso" intro="Estas son las condiciones de uso del portal de {entidad}." sections={SECTIONS} />;
}
