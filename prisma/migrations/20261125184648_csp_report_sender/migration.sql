-- AlterTable
ALTER TABLE "CspReport" ADD COLUMN "sender" TEXT;

-- CreateIndex
CREATE INDEX "CspReport_sender_createdAt_idx" ON "CspReport"("sender", "createdAt");

