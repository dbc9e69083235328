import { Anchor, Text } from "@mantine/core";
import { Link } from "react-router";
import { useComplaintPaths } from "../complaint-forms/complaint-paths";
import { TextDocument, type TSection } from "./text-document";

const SECTIONS: readonly TSection[] = [
  {
    title: "¿Qué es una solicitud anónima?",
    paragraphs: [
      "Es una petición, queja, reclamo, denuncia o sugerencia presentada sin identificarte. {entidad} la recibe y la tramita igual que cualquier otra, siempre que tenga la información suficiente para actuar.",
    ],
  },
  {
    title: "Recomendaciones",
    paragraphs: [
      "Describe los hechos con claridad: qué ocurrió, dónde, cuándo y quiénes participaron. Sin tus datos no podremos pedirte aclaraciones.",
      "Adjunta las pruebas que tengas (fotografías, documentos) y revisa que no contengan tu nombre u otros datos que te identifiquen, si quieres mantener el anonimato.",
      "Para recibir la respuesta indica un correo electrónico; puedes usar una cuenta que no revele tu identidad. También puedes consultar el estado con el número de radicado.",
      "Guarda el número de radicado que se muestra al enviar la solicitud: es la única forma de hacerle seguimiento.",
      "Si temes represalias y necesitas protección, puedes pedir que tu identidad sea reservada en lugar de presentar la solicitud de forma anónima.",
    ],
  },
  {
    title: "Límites",
    paragraphs: [
      "Las citas y las solicitudes de datos personales exigen identificarte, porque la entidad debe verificar quién las presenta. Las denuncias anónimas se tramitan cuando aportan elementos suficientes para iniciar una actuación (Ley 1755 de 2015 y Ley 962 de 2005, artículo 69).",
    ],
  },
];

/** /anonimato: advice for anonymous PQRDS. */
export function AnonymityPage() {
  const paths = useComplaintPaths();
  return (
    <>
      <TextDocument title="Recomendaciones para solicitudes anónimas" sections={SECTIONS} />
      <Text mt="lg">
        <Anchor component={Link} to={paths.chooser}>
          Radicar una solicitud
        </Anchor>
      </Text>
    </>
  );
}
