-- AlterTable
ALTER TABLE "User" ADD COLUMN     "identityProviderId" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "User_identityProviderId_key" ON "User"("identityProviderId");

