import {
  certificateCatalog,
  certificateCounts,
  listCertificateProcesses,
  listCertificates,
  listIssuedCertificates,
  listPaymentRequests,
  markRequestPaid,
  revokeCertificate,
  saveCertificateProcess,
  setCertificateCount,
  updateCertificate,
} from "@portal/core/certificates/certificates-admin";
import { checkCertificate, checkCertificateCode } from "@portal/core/certificates/check-certificate";
import { validateCertificate } from "@portal/core/certificates/validate-certificate";
import {
  ZCertificateCatalogEntry,
  ZCertificateCount,
  ZCertificateCountUpdate,
  ZCertificateNotice,
  ZCertificateProcessQuery,
  ZCertificateProcessSave,
  ZCertificateProcessView,
  ZCertificateUpdate,
  ZCertificateView,
  ZIssuedCertificatePage,
  ZIssuedQuery,
  ZMarkPaid,
  ZPaymentRequestPage,
  ZPaymentsQuery,
  ZRevokeCertificate,
} from "@portal/schemas/certificates/certificate-admin.schema";
import {
  ZCertificateCheck,
  ZCertificateCheckResult,
  ZCertificateCodeCheck,
  ZCertificateValidity,
  ZCertificateValidityResult,
} from "@portal/schemas/certificates/certificate-request.schema";
import { z } from "zod";
import { publicProcedure, router, staffProcedure } from "../../trpc.ts";
import { registryRouter } from "./registry.router.ts";

const admin = () => staffProcedure("Administrator");

export const certificatesRouter = router({
  /** POST certificates/check */
  check: publicProcedure
    .meta({ rateLimit: "certificateLookup" })
    .input(ZCertificateCheck)
    .output(ZCertificateCheckResult)
    .mutation(({ ctx, input }) => checkCertificate(ctx.deps, input, { user: ctx.user, address: ctx.ip ?? null })),
  /** POST certificates/check/code: the code mailed for a residence or labour certificate. */
  checkCode: publicProcedure
    .meta({ rateLimit: "certificateLookup" })
    .input(ZCertificateCodeCheck)
    .output(ZCertificateCheckResult)
    .mutation(({ ctx, input }) => checkCertificateCode(ctx.deps, input, { user: ctx.user, address: ctx.ip ?? null })),
  /** POST certification/check (/validez/) */
  validate: publicProcedure
    .meta({ rateLimit: "certificateLookup" })
    .input(ZCertificateValidity)
    .output(ZCertificateValidityResult)
    .mutation(({ ctx, input }) => validateCertificate(ctx.deps, input)),
  /** GET certificates/catalog: name, slug, search key and enabled flag of each certificate (public). */
  catalog: publicProcedure.output(z.array(ZCertificateCatalogEntry)).query(({ ctx }) => certificateCatalog(ctx.deps)),
  /** GET certificates */
  list: admin()
    .output(z.array(ZCertificateView))
    .query(({ ctx }) => listCertificates(ctx.deps)),
  /** PUT certificates/{id} */
  update: admin()
    .input(ZCertificateUpdate)
    .output(ZCertificateView)
    .mutation(({ ctx, input }) => updateCertificate(ctx.deps, input, ctx.user)),
  /** GET certificates/count/{x} (x = certificate id or "all") */
  counts: admin()
    .input(z.object({ x: z.union([z.string(), z.number()]).default("all").transform(String) }))
    .output(z.array(ZCertificateCount))
    .query(({ ctx, input }) => certificateCounts(ctx.deps, input.x)),
  /** PUT certificates/count */
  setCount: admin()
    .input(ZCertificateCountUpdate)
    .output(ZCertificateCount)
    .mutation(({ ctx, input }) => setCertificateCount(ctx.deps, input, ctx.user)),
  /** Payments page: requests waiting for payment (or paid). */
  payments: admin()
    .input(ZPaymentsQuery)
    .output(ZPaymentRequestPage)
    .query(({ ctx, input }) => listPaymentRequests(ctx.deps, input)),
  markPaid: admin()
    .input(ZMarkPaid)
    .output(ZCertificateNotice)
    .mutation(({ ctx, input }) => markRequestPaid(ctx.deps, input, ctx.user)),
  /** History of issued certificates. */
  issued: admin()
    .input(ZIssuedQuery)
    .output(ZIssuedCertificatePage)
    .query(({ ctx, input }) => listIssuedCertificates(ctx.deps, input)),
  revoke: admin()
    .input(ZRevokeCertificate)
    .output(ZCertificateNotice)
    .mutation(({ ctx, input }) => revokeCertificate(ctx.deps, input, ctx.user)),
  /** GET certificateprocess */
  processes: admin()
    .input(ZCertificateProcessQuery.optional())
    .output(z.array(ZCertificateProcessView))
    .query(({ ctx, input }) => listCertificateProcesses(ctx.deps, input ?? {})),
  /** POST / PUT certificateprocess */
  saveProcess: admin()
    .input(ZCertificateProcessSave)
    .output(ZCertificateProcessView)
    .mutation(({ ctx, input }) => saveCertificateProcess(ctx.deps, input, ctx.user)),
  registry: registryRouter,
});
