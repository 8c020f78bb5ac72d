-- AlterTable
ALTER TABLE "ChatMessage" ADD COLUMN     "matches" JSONB;

-- AlterTable
ALTER TABLE "Conversation" ADD COLUMN     "state" JSONB;

-- AlterTable
ALTER TABLE "ServiceRequest" ADD COLUMN     "consentText" TEXT,
ADD COLUMN     "details" JSONB;

