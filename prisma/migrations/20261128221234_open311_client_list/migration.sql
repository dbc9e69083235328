-- CreateIndex
CREATE INDEX "ComplaintForm_filedByClient_date_idx" ON "ComplaintForm"("filedByClient", "date");

