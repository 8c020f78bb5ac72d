-- AlterTable
ALTER TABLE "TwoFactor" ADD COLUMN "enrolSessionId" TEXT;

