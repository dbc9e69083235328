import { TRANSPARENCY_PATH } from "../transparency/transparency-paths.ts";

/**
 * Zod-free paths of the PQRDS open data (the web's route table loads with the first page): the public page under
 * /transparencia and the files under the API base path.
 */
export const OPEN_DATA_PAGE_PATH = `${TRANSPARENCY_PATH}/datos-abiertos-pqrds`;
export const OPEN_DATA_FILES = {
  csv: "complaintforms/opendata/pqrds.csv",
  xlsx: "complaintforms/opendata/pqrds.xlsx",
  dictionaryCsv: "complaintforms/opendata/diccionario.csv",
  dictionaryJson: "complaintforms/opendata/diccionario.json",
} as const;
