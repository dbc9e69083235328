import { Stack, Text, Title } from "@mantine/core";
import { usePageTitle } from "../../components/page-title";
import { OpenDataLinks } from "./admin/open-data-links";

/**
 * /transparencia/datos-abiertos-pqrds (public): the aggregated PQRDS dataset for the entity's open-data portal
 * (Ley 1712 de 2014), linked from the "Datos abiertos" category of /transparencia.
 */
export function OpenDataPage() {
  usePageTitle("Datos abiertos de PQRDS");
  return (
    <Stack gap="lg">
      <Title order={1}>Datos abiertos de PQRDS</Title>
      <Text>
        Conjunto de datos agregado de las peticiones, quejas, reclamos, denuncias y sugerencias recibidas por la entidad. Cada archivo trae su diccionario de
        datos con la descripción, el tipo y los valores permitidos de cada columna. Puedes usarlo y publicarlo libremente.
      </Text>
      <OpenDataLinks />
    </Stack>
  );
}
