import { z } from "zod";
import { ZComplaintFormListQuery } from "./management.schema.ts";

/** Dependencies (internal units that answer requests), assignment of a request to one and its official (issue 11). */
export const DEPENDENCY_NAME_MIN = 2;
export const DEPENDENCY_NAME_MAX = 150;
/** Most officials one dependency lists (the form shows them all). */
export const DEPENDENCY_MEMBERS_MAX = 200;
export const REASSIGN_REASON_MIN = 2;
export const REASSIGN_REASON_MAX = 500;

export const DEPENDENCY_MESSAGES = {
  nameRequired: "Debes ingresar el nombre de la dependencia",
  nameMin: `El nombre debe tener por lo menos ${DEPENDENCY_NAME_MIN} caracteres`,
  nameMax: `El nombre debe tener máximo ${DEPENDENCY_NAME_MAX} caracteres`,
  nameExists: "Ya existe una dependencia con ese nombre",
  notFound: "No encontramos la dependencia",
  membersMax: `Una dependencia puede tener máximo ${DEPENDENCY_MEMBERS_MAX} funcionarios`,
  memberInvalid: "Uno de los funcionarios no existe, está inactivo o no es parte del personal de la entidad",
  headNotMember: "El jefe de la dependencia debe ser uno de sus funcionarios",
  created: "La dependencia se creó con éxito",
  updated: "La dependencia se actualizó con éxito",
  dependencyRequired: "Debes seleccionar la dependencia",
  dependencyInvalid: "La dependencia no existe o está deshabilitada",
  officialRequired: "Debes seleccionar el funcionario responsable",
  officialInvalid: "El funcionario responsable debe ser un funcionario activo de la dependencia",
  reasonRequired: "Debes indicar el motivo de la reasignación",
  reasonMin: `El motivo debe tener por lo menos ${REASSIGN_REASON_MIN} caracteres`,
  reasonMax: `El motivo debe tener máximo ${REASSIGN_REASON_MAX} caracteres`,
  sameAssignment: "La solicitud ya está asignada a esa dependencia y a ese funcionario",
  assignClosed: "Solo se pueden asignar solicitudes abiertas",
  queueInvalid: "La cola de solicitudes no es válida",
  dependencyFilterInvalid: "El filtro de dependencia no es válido",
  assignConflict: "La asignación de la solicitud cambió mientras la editabas; vuelve a intentarlo",
  assigned: "La solicitud se asignó con éxito",
  reassigned: "La solicitud se reasignó con éxito",
} as const;
const M = DEPENDENCY_MESSAGES;

const zName = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, { error: M.nameRequired, abort: true })
  .min(DEPENDENCY_NAME_MIN, { error: M.nameMin, abort: true })
  .max(DEPENDENCY_NAME_MAX, { error: M.nameMax });

const zUserId = (message: string) => z.coerce.number({ error: message }).int({ error: message }).positive({ error: message });

const zMemberIds = z
  .array(zUserId(M.memberInvalid), { error: M.memberInvalid })
  .max(DEPENDENCY_MEMBERS_MAX, { error: M.membersMax })
  .transform((ids) => [...new Set(ids)]);

/** POST complaintforms/dependencies — a new dependency with its head and officials (staff users). */
export const ZDependencyCreate = z.object({
  name: zName,
  headUserId: zUserId(M.memberInvalid)
    .nullish()
    .transform((v) => v ?? null),
  memberIds: zMemberIds.default([]),
  enabled: z.boolean().default(true),
});
export type TDependencyCreateInput = z.input<typeof ZDependencyCreate>;

export const ZDependencyId = z.object({ dependencyId: z.coerce.number({ error: M.notFound }).int({ error: M.notFound }).positive({ error: M.notFound }) });

/** PUT complaintforms/dependencies/{dependencyId} — rename, enable/disable, head, officials; what is left out stays. */
export const ZDependencyUpdate = ZDependencyId.extend({
  name: zName.optional(),
  headUserId: zUserId(M.memberInvalid).nullable().optional(),
  memberIds: zMemberIds.optional(),
  enabled: z.boolean().optional(),
});
export type TDependencyUpdateInput = z.input<typeof ZDependencyUpdate>;

/**
 * PUT complaintforms/admin/{complaintFormID}/assign — to a dependency and one of its officials. Moving an assigned
 * request (reassignment) needs the reason (2–500), kept in the history; the use case checks that.
 */
export const ZComplaintAssign = z.object({
  complaintFormID: z.coerce.number().int().positive(),
  dependencyId: zUserId(M.dependencyRequired),
  responsibleUserId: zUserId(M.officialRequired),
  reason: z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || v.length >= REASSIGN_REASON_MIN, { error: M.reasonMin, abort: true })
    .refine((v) => v === null || v.length <= REASSIGN_REASON_MAX, { error: M.reasonMax }),
});
export type TComplaintAssignInput = z.input<typeof ZComplaintAssign>;

/** Queues of /administrador/pqrs: everything the caller may see, their dependencies' requests, or those assigned to them. */
export const COMPLAINT_QUEUE_VIEWS = ["all", "dependency", "mine"] as const;
export type TComplaintQueueView = (typeof COMPLAINT_QUEUE_VIEWS)[number];
export const COMPLAINT_QUEUE_VIEW_LABELS: Readonly<Record<TComplaintQueueView, string>> = {
  all: "Todas",
  dependency: "Mi dependencia",
  mine: "Asignadas a mí",
};

/** GET complaintforms — the staff list with the dependency filter and the queue view. */
export const ZComplaintQueueQuery = ZComplaintFormListQuery.extend({
  dependencyId: z.coerce
    .number({ error: M.dependencyFilterInvalid })
    .int({ error: M.dependencyFilterInvalid })
    .positive({ error: M.dependencyFilterInvalid })
    .nullish(),
  view: z
    .enum(COMPLAINT_QUEUE_VIEWS, { error: M.queueInvalid })
    .nullish()
    .transform((v) => v ?? "all"),
});
export type TComplaintQueueQueryInput = z.input<typeof ZComplaintQueueQuery>;

/** A dependency as the PQRs administrators keep it. */
export interface TDependency {
  dependencyId: number;
  name: string;
  enabled: boolean;
  head: TDependencyOfficial | null;
  members: TDependencyOfficial[];
}
export interface TDependencyOfficial {
  id: number;
  name: string;
  email: string;
  active: boolean;
}

/** What the caller of /administrador/pqrs may see: every request (PQRs office) or their dependencies' only. */
export interface TComplaintQueueScope {
  all: boolean;
  /** The enabled dependencies the caller belongs to (for the filter and "Mi dependencia"). */
  dependencies: { dependencyId: number; name: string }[];
}
