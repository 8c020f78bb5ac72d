-- AlterTable
ALTER TABLE "ContactMessage" ADD COLUMN     "vendorProfileId" TEXT;

-- CreateTable
CREATE TABLE "CaptchaUse" (
    "id" TEXT NOT NULL,
    "usedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CaptchaUse_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "CaptchaUse_expiresAt_idx" ON "CaptchaUse"("expiresAt");

-- CreateIndex
CREATE INDEX "ContactMessage_vendorProfileId_idx" ON "ContactMessage"("vendorProfileId");

-- AddForeignKey
ALTER TABLE "ContactMessage" ADD CONSTRAINT "ContactMessage_vendorProfileId_fkey" FOREIGN KEY ("vendorProfileId") REFERENCES "VendorProfile"("id") ON DELETE SET NULL ON UPDATE CASCADE;

