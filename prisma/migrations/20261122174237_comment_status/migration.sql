-- CreateEnum
CREATE TYPE "CommentStatus" AS ENUM ('Published', 'Pending', 'Rejected', 'Hidden');

-- AlterTable
ALTER TABLE "Comment" ADD COLUMN     "status" "CommentStatus" NOT NULL DEFAULT 'Published';

-- CreateIndex
CREATE INDEX "Comment_status_creationDate_idx" ON "Comment"("status", "creationDate");

