-- AlterEnum
ALTER TYPE "ComplaintFormTokenPurpose" ADD VALUE 'complete';

