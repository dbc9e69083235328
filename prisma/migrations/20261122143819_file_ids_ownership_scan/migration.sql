-- DropForeignKey
ALTER TABLE "ComplaintForm" DROP CONSTRAINT "ComplaintForm_fileID_fkey";

-- DropForeignKey
ALTER TABLE "ComplaintFormAnswerFile" DROP CONSTRAINT "ComplaintFormAnswerFile_fileID_fkey";

-- DropForeignKey
ALTER TABLE "CertificateIssue" DROP CONSTRAINT "CertificateIssue_pdfFileID_fkey";

-- DropForeignKey
ALTER TABLE "DocumentIssue" DROP CONSTRAINT "DocumentIssue_pdfFileID_fkey";

-- DropForeignKey
ALTER TABLE "ImportJob" DROP CONSTRAINT "ImportJob_fileID_fkey";

-- DropForeignKey
ALTER TABLE "Content" DROP CONSTRAINT "Content_imagePrincipalFileID_fkey";

-- DropForeignKey
ALTER TABLE "ContentFile" DROP CONSTRAINT "ContentFile_fileID_fkey";

-- DropForeignKey
ALTER TABLE "Comment" DROP CONSTRAINT "Comment_fileID_fkey";

-- DropForeignKey
ALTER TABLE "BlockLogo" DROP CONSTRAINT "BlockLogo_fileID_fkey";

-- DropForeignKey
ALTER TABLE "BlockShortcut" DROP CONSTRAINT "BlockShortcut_fileID_fkey";

-- DropForeignKey
ALTER TABLE "BlockPerson" DROP CONSTRAINT "BlockPerson_fileID_fkey";

-- DropForeignKey
ALTER TABLE "BlockMapItem" DROP CONSTRAINT "BlockMapItem_fileID_fkey";

-- DropForeignKey
ALTER TABLE "Banner" DROP CONSTRAINT "Banner_fileID_fkey";

-- DropForeignKey
ALTER TABLE "Banner" DROP CONSTRAINT "Banner_mobileFileID_fkey";

-- DropForeignKey
ALTER TABLE "FooterLogo" DROP CONSTRAINT "FooterLogo_fileID_fkey";

-- AlterTable
ALTER TABLE "StoredFile" DROP CONSTRAINT "StoredFile_pkey",
ADD COLUMN     "attachedAt" TIMESTAMP(3),
ADD COLUMN     "quarantinedAt" TIMESTAMP(3),
ADD COLUMN     "scanSignature" TEXT,
ADD COLUMN     "uploadSessionHash" TEXT,
ALTER COLUMN "fileID" DROP DEFAULT,
ALTER COLUMN "fileID" SET DATA TYPE TEXT,
ADD CONSTRAINT "StoredFile_pkey" PRIMARY KEY ("fileID");

-- AlterTable
ALTER TABLE "User" ALTER COLUMN "imageFileId" SET DATA TYPE TEXT;

-- AlterTable
ALTER TABLE "UserMainFile" ALTER COLUMN "fileID" SET DATA TYPE TEXT;

-- AlterTable
ALTER TABLE "ComplaintForm" ALTER COLUMN "fileID" SET DATA TYPE TEXT;

-- AlterTable
ALTER TABLE "ComplaintFormAnswerFile" ALTER COLUMN "fileID" SET DATA TYPE TEXT;

-- AlterTable
ALTER TABLE "CertificateIssue" ALTER COLUMN "pdfFileID" SET DATA TYPE TEXT;

-- AlterTable
ALTER TABLE "DocumentIssue" ALTER COLUMN "pdfFileID" SET DATA TYPE TEXT;

-- AlterTable
ALTER TABLE "ImportJob" ALTER COLUMN "fileID" SET DATA TYPE TEXT;

-- AlterTable
ALTER TABLE "Content" ALTER COLUMN "imagePrincipalFileID" SET DATA TYPE TEXT;

-- AlterTable
ALTER TABLE "ContentFile" ALTER COLUMN "fileID" SET DATA TYPE TEXT;

-- AlterTable
ALTER TABLE "Comment" ALTER COLUMN "fileID" SET DATA TYPE TEXT;

-- AlterTable
ALTER TABLE "BlockLogo" ALTER COLUMN "fileID" SET DATA TYPE TEXT;

-- AlterTable
ALTER TABLE "BlockShortcut" ALTER COLUMN "fileID" SET DATA TYPE TEXT;

-- AlterTable
ALTER TABLE "BlockPerson" ALTER COLUMN "fileID" SET DATA TYPE TEXT;

-- AlterTable
ALTER TABLE "BlockMapItem" ALTER COLUMN "fileID" SET DATA TYPE TEXT;

-- AlterTable
ALTER TABLE "Banner" ALTER COLUMN "fileID" SET DATA TYPE TEXT,
ALTER COLUMN "mobileFileID" SET DATA TYPE TEXT;

-- AlterTable
ALTER TABLE "FooterLogo" ALTER COLUMN "fileID" SET DATA TYPE TEXT;

-- CreateIndex
CREATE INDEX "StoredFile_attachedAt_creationDate_idx" ON "StoredFile"("attachedAt", "creationDate");

-- AddForeignKey
ALTER TABLE "ComplaintForm" ADD CONSTRAINT "ComplaintForm_fileID_fkey" FOREIGN KEY ("fileID") REFERENCES "StoredFile"("fileID") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ComplaintFormAnswerFile" ADD CONSTRAINT "ComplaintFormAnswerFile_fileID_fkey" FOREIGN KEY ("fileID") REFERENCES "StoredFile"("fileID") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CertificateIssue" ADD CONSTRAINT "CertificateIssue_pdfFileID_fkey" FOREIGN KEY ("pdfFileID") REFERENCES "StoredFile"("fileID") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DocumentIssue" ADD CONSTRAINT "DocumentIssue_pdfFileID_fkey" FOREIGN KEY ("pdfFileID") REFERENCES "StoredFile"("fileID") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ImportJob" ADD CONSTRAINT "ImportJob_fileID_fkey" FOREIGN KEY ("fileID") REFERENCES "StoredFile"("fileID") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Content" ADD CONSTRAINT "Content_imagePrincipalFileID_fkey" FOREIGN KEY ("imagePrincipalFileID") REFERENCES "StoredFile"("fileID") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ContentFile" ADD CONSTRAINT "ContentFile_fileID_fkey" FOREIGN KEY ("fileID") REFERENCES "StoredFile"("fileID") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Comment" ADD CONSTRAINT "Comment_fileID_fkey" FOREIGN KEY ("fileID") REFERENCES "StoredFile"("fileID") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BlockLogo" ADD CONSTRAINT "BlockLogo_fileID_fkey" FOREIGN KEY ("fileID") REFERENCES "StoredFile"("fileID") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BlockShortcut" ADD CONSTRAINT "BlockShortcut_fileID_fkey" FOREIGN KEY ("fileID") REFERENCES "StoredFile"("fileID") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BlockPerson" ADD CONSTRAINT "BlockPerson_fileID_fkey" FOREIGN KEY ("fileID") REFERENCES "StoredFile"("fileID") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BlockMapItem" ADD CONSTRAINT "BlockMapItem_fileID_fkey" FOREIGN KEY ("fileID") REFERENCES "StoredFile"("fileID") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Banner" ADD CONSTRAINT "Banner_fileID_fkey" FOREIGN KEY ("fileID") REFERENCES "StoredFile"("fileID") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Banner" ADD CONSTRAINT "Banner_mobileFileID_fkey" FOREIGN KEY ("mobileFileID") REFERENCES "StoredFile"("fileID") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FooterLogo" ADD CONSTRAINT "FooterLogo_fileID_fkey" FOREIGN KEY ("fileID") REFERENCES "StoredFile"("fileID") ON DELETE SET NULL ON UPDATE CASCADE;


-- Data: files that existed before this migration are treated as attached (the purge job never removes them), and
-- private files get random ids so their old serial numbers cannot be walked (the foreign keys cascade the update).
-- Public files keep their number: their paths may be embedded in content, settings and e-mails.
UPDATE "StoredFile" SET "attachedAt" = "creationDate" WHERE "attachedAt" IS NULL;
UPDATE "StoredFile" SET "fileID" = gen_random_uuid()::text WHERE "isPublic" = false;
DROP SEQUENCE IF EXISTS "StoredFile_fileID_seq";
