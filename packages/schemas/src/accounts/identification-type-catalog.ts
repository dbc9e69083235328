/** The identification types (zod-free): the seeds fill the table from them; ids are the database's. */
export const IDENTIFICATION_TYPE_IDS = { cc: 1, ti: 2, ce: 3, pa: 4, nit: 5, rc: 6, ppt: 7 } as const;

export const IDENTIFICATION_TYPES: readonly { id: number; code: string; name: string }[] = [
  { id: IDENTIFICATION_TYPE_IDS.cc, code: "CC", name: "Cédula de ciudadanía" },
  { id: IDENTIFICATION_TYPE_IDS.ti, code: "TI", name: "Tarjeta de identidad" },
  { id: IDENTIFICATION_TYPE_IDS.ce, code: "CE", name: "Cédula de extranjería" },
  { id: IDENTIFICATION_TYPE_IDS.pa, code: "PA", name: "Pasaporte" },
  { id: IDENTIFICATION_TYPE_IDS.nit, code: "NIT", name: "NIT" },
  { id: IDENTIFICATION_TYPE_IDS.rc, code: "RC", name: "Registro civil" },
  { id: IDENTIFICATION_TYPE_IDS.ppt, code: "PPT", name: "Permiso por protección temporal" },
];
