-- Issue 26: the community list showed every member. A member appears there (and on a public profile page) only after
-- choosing to in the profile; every existing account starts hidden.
-- AlterTable
ALTER TABLE "User" ADD COLUMN     "publicProfile" BOOLEAN NOT NULL DEFAULT false;

