import type { TImportColumn, TImportKind } from "../imports/import.schema.ts";

/** Several owners of one property go in one cell, separated by this character. */
export const IMPORT_LIST_SEPARATOR = ";";

/** The registries' spreadsheet columns (run by the imports machinery of `imports/import.schema.ts`). */
export const REGISTRY_IMPORT_COLUMNS = {
  properties: [
    { field: "cadastralKey", header: "cedula_catastral", aliases: ["cadastralkey", "ficha_catastral", "codigo_catastral"], required: true },
    { field: "address", header: "direccion", aliases: ["address"], required: true },
    { field: "stratum", header: "estrato", aliases: ["stratum"], required: false },
    { field: "landUse", header: "uso_suelo", aliases: ["landuse", "uso_del_suelo", "uso"], required: false },
    { field: "zone", header: "zona", aliases: ["zone"], required: false },
    { field: "taxPaidUntil", header: "pagado_hasta", aliases: ["taxpaiduntil", "fecha_pago", "paz_y_salvo_hasta"], required: false },
    { field: "amountOwed", header: "saldo", aliases: ["amountowed", "valor_adeudado", "deuda"], required: false },
    {
      field: "ownerIdentifications",
      header: "identificacion_propietarios",
      aliases: ["owneridentifications", "identificacion_propietario", "propietarios_identificacion"],
      required: false,
    },
    {
      field: "ownerNames",
      header: "nombre_propietarios",
      aliases: ["ownernames", "nombre_propietario", "propietarios_nombre", "propietarios"],
      required: false,
    },
  ],
  residents: [
    { field: "identification", header: "identificacion", aliases: ["identification", "documento", "cedula"], required: true },
    { field: "names", header: "nombres", aliases: ["names", "nombre", "nombre_completo"], required: true },
    { field: "address", header: "direccion", aliases: ["address"], required: true },
    { field: "neighborhood", header: "barrio", aliases: ["neighborhood", "barrio_vereda", "vereda"], required: false },
    { field: "since", header: "residente_desde", aliases: ["since", "desde", "fecha_desde"], required: false },
    { field: "email", header: "correo", aliases: ["email", "correo_electronico", "e_mail"], required: false },
  ],
  staff: [
    { field: "identification", header: "identificacion", aliases: ["identification", "documento", "cedula"], required: true },
    { field: "name", header: "nombre", aliases: ["name", "nombres", "nombre_completo"], required: true },
    { field: "position", header: "cargo", aliases: ["position"], required: true },
    { field: "startDate", header: "fecha_inicio", aliases: ["startdate", "fecha_ingreso", "desde"], required: true },
    { field: "endDate", header: "fecha_fin", aliases: ["enddate", "fecha_retiro", "hasta"], required: false },
    { field: "dependency", header: "dependencia", aliases: ["dependency", "entidad", "area"], required: false },
    { field: "salary", header: "salario", aliases: ["salary", "asignacion_basica"], required: false },
    { field: "email", header: "correo", aliases: ["email", "correo_electronico", "e_mail"], required: false },
  ],
} as const satisfies Record<Exclude<TImportKind, "document-data">, readonly TImportColumn[]>;
