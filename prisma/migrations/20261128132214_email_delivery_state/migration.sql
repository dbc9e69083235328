-- AlterTable
ALTER TABLE "EmailMessage" ADD COLUMN     "attachments" JSONB,
ADD COLUMN     "bounceReason" TEXT,
ADD COLUMN     "bouncedAt" TIMESTAMP(3),
ADD COLUMN     "complaintFormID" INTEGER,
ADD COLUMN     "smtpResponse" TEXT;

-- CreateIndex
CREATE INDEX "EmailMessage_complaintFormID_idx" ON "EmailMessage"("complaintFormID");

-- CreateIndex
CREATE INDEX "EmailMessage_messageId_idx" ON "EmailMessage"("messageId");

-- AddForeignKey
ALTER TABLE "EmailMessage" ADD CONSTRAINT "EmailMessage_complaintFormID_fkey" FOREIGN KEY ("complaintFormID") REFERENCES "ComplaintForm"("complaintFormID") ON DELETE SET NULL ON UPDATE CASCADE;

