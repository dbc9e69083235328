import { z } from "zod";
import { zPrintedCode } from "./answer-channels.schema.ts";
import { FILING_RECEIPT_MESSAGES } from "./filing-receipt-messages.ts";
import { ZTracking } from "./tracking.schema.ts";

export { RECEIPT_VALIDITY_PATH } from "./receipt-validity-path.ts";

/** complaintForms.receipt: the request and its second factor (the access key, or the session of its owner). */
export const ZFilingReceiptRequest = z.object({ trackingID: ZTracking.shape.trackingID, accessKey: ZTracking.shape.accessKey });
export type TFilingReceiptRequest = z.input<typeof ZFilingReceiptRequest>;

/** complaintForms.receiptValidity: the code printed on the receipt. */
export const ZReceiptCode = zPrintedCode(FILING_RECEIPT_MESSAGES.codeInvalid);

/** What the receipt's code shows to anyone: the request's number, type, filing and due dates, the entity. Nothing personal. */
export interface TReceiptValidity {
  message: string;
  trackingID: string;
  typeName: string;
  filedAt: string;
  answerableDate: string;
  entityName: string;
}

/** The PDF as the API answers it (base64, like a private PQRDS file). */
export interface TFilingReceiptFile {
  name: string;
  mimeType: "application/pdf";
  content: string;
}
