import {
  deleteProperty,
  deleteResident,
  deleteStaffRecord,
  listProperties,
  listResidents,
  listStaffRecords,
  saveProperty,
  saveResident,
  saveStaffRecord,
} from "@portal/core/certificates/registry-admin";
import {
  ZPropertyPage,
  ZPropertySave,
  ZPropertyView,
  ZRegistryDelete,
  ZRegistryDeleted,
  ZRegistryListQuery,
  ZResidentPage,
  ZResidentSave,
  ZResidentView,
  ZStaffRecordPage,
  ZStaffRecordSave,
  ZStaffRecordView,
} from "@portal/schemas/certificates/registry.schema";
import { router, staffProcedure } from "../../trpc.ts";

const admin = () => staffProcedure("Administrator");

/** Single-record edits of the registries certificates state facts from (the administrator area). */
export const registryRouter = router({
  properties: admin()
    .input(ZRegistryListQuery.optional())
    .output(ZPropertyPage)
    .query(({ ctx, input }) => listProperties(ctx.deps, input ?? {})),
  saveProperty: admin()
    .input(ZPropertySave)
    .output(ZPropertyView)
    .mutation(({ ctx, input }) => saveProperty(ctx.deps, input, ctx.user)),
  deleteProperty: admin()
    .input(ZRegistryDelete)
    .output(ZRegistryDeleted)
    .mutation(({ ctx, input }) => deleteProperty(ctx.deps, input, ctx.user)),
  residents: admin()
    .input(ZRegistryListQuery.optional())
    .output(ZResidentPage)
    .query(({ ctx, input }) => listResidents(ctx.deps, input ?? {})),
  saveResident: admin()
    .input(ZResidentSave)
    .output(ZResidentView)
    .mutation(({ ctx, input }) => saveResident(ctx.deps, input, ctx.user)),
  deleteResident: admin()
    .input(ZRegistryDelete)
    .output(ZRegistryDeleted)
    .mutation(({ ctx, input }) => deleteResident(ctx.deps, input, ctx.user)),
  staff: admin()
    .input(ZRegistryListQuery.optional())
    .output(ZStaffRecordPage)
    .query(({ ctx, input }) => listStaffRecords(ctx.deps, input ?? {})),
  saveStaff: admin()
    .input(ZStaffRecordSave)
    .output(ZStaffRecordView)
    .mutation(({ ctx, input }) => saveStaffRecord(ctx.deps, input, ctx.user)),
  deleteStaff: admin()
    .input(ZRegistryDelete)
    .output(ZRegistryDeleted)
    .mutation(({ ctx, input }) => deleteStaffRecord(ctx.deps, input, ctx.user)),
});
