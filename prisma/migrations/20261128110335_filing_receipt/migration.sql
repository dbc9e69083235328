-- AlterTable
ALTER TABLE "ComplaintForm" ADD COLUMN     "receiptCode" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "ComplaintForm_receiptCode_key" ON "ComplaintForm"("receiptCode");

