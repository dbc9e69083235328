-- CreateIndex
CREATE INDEX "Content_creationDate_contentID_idx" ON "Content"("creationDate", "contentID");

