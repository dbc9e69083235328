import { TextDocument, type TSection } from "./text-document";

const SECTIONS: readonly TSection[] = [
  {
    title: "1. Responsable del tratamiento",
    paragraphs: [
      "{entidad} es responsable del tratamiento de los datos personales que recolecta a través de este portal, de sus oficinas de atención y de sus demás canales. Sus datos de contacto están publicados en la página Contáctenos.",
    ],
  },
  {
    title: "2. Marco legal",
    paragraphs: [
      "Esta política se expide en cumplimiento del artículo 15 de la Constitución Política, la Ley Estatutaria 1581 de 2012, el Decreto 1377 de 2013 (compilado en el Decreto 1074 de 2015) y, en lo relativo a la información pública, la Ley 1712 de 2014.",
    ],
  },
  {
    title: "3. Finalidades",
    paragraphs: [
      "Los datos se tratan para: atender, tramitar y responder peticiones, quejas, reclamos, denuncias, sugerencias y citas; expedir certificados y validar documentos; gestionar las cuentas de usuario del portal; enviar el boletín de noticias a quien lo solicite; elaborar estadísticas de la gestión; y cumplir las obligaciones legales de la entidad.",
    ],
  },
  {
    title: "4. Derechos de los titulares",
    paragraphs: [
      "Como titular puedes conocer, actualizar y rectificar tus datos; solicitar prueba de la autorización; ser informado del uso que se les ha dado; presentar quejas ante la Superintendencia de Industria y Comercio; revocar la autorización o pedir la supresión de los datos cuando no exista un deber legal de conservarlos; y acceder gratuitamente a ellos.",
    ],
  },
  {
    title: "5. Datos sensibles y de niños, niñas y adolescentes",
    paragraphs: [
      "No estás obligado a suministrar datos sensibles. Los datos de niños, niñas y adolescentes se tratan respetando su interés superior y sus derechos fundamentales.",
    ],
  },
  {
    title: "6. Procedimiento para consultas y reclamos",
    paragraphs: [
      "Puedes ejercer tus derechos mediante una solicitud de datos personales en el módulo de PQRDS del portal o en los canales de atención. Las consultas se responden en máximo diez (10) días hábiles y los reclamos en máximo quince (15) días hábiles, prorrogables en los términos de la ley.",
    ],
  },
  {
    title: "7. Seguridad y vigencia",
    paragraphs: [
      "La entidad adopta medidas técnicas, humanas y administrativas para proteger los datos contra pérdida, consulta o acceso no autorizado. Los datos se conservan mientras sean necesarios para las finalidades descritas y según las tablas de retención documental. Esta política rige desde su publicación.",
    ],
  },
];

/** /politicasTratamiento/: personal data processing policy (Ley 1581 de 2012). */
export function TreatmentPoliciesPage() {
  return <TextDocument title="Política de tratamiento de datos personales" sections={SECTIONS} />;
}
