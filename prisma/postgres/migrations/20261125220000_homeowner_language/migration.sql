-- AlterTable
ALTER TABLE "ServiceRequest" ADD COLUMN     "language" TEXT NOT NULL DEFAULT 'en';

-- AlterTable
ALTER TABLE "Verification" ALTER COLUMN "email" DROP NOT NULL;

