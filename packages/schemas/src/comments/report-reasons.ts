/**
 * The reasons offered by the report modal (spec 02 §3: reasons have reasonID and name; their values are not shown,
 * these were chosen here). Zod-free: the seed writes them, ReportReason rows let an operator add more.
 */
export const REPORT_REASONS = [
  { reasonID: 1, name: "Lenguaje ofensivo o irrespetuoso", displayOrder: 1 },
  { reasonID: 2, name: "Publicidad o spam", displayOrder: 2 },
  { reasonID: 3, name: "Información falsa o engañosa", displayOrder: 3 },
  { reasonID: 4, name: "Publica datos personales de otra persona", displayOrder: 4 },
  { reasonID: 5, name: "Otro motivo", displayOrder: 5 },
] as const;
