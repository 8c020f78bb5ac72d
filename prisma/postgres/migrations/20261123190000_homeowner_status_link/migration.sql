-- AlterTable
ALTER TABLE "ServiceRequestMatch" ADD COLUMN     "hiredAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Verification" ADD COLUMN     "serviceRequestId" TEXT;

-- CreateIndex
CREATE INDEX "Verification_serviceRequestId_idx" ON "Verification"("serviceRequestId");

-- AddForeignKey
ALTER TABLE "Verification" ADD CONSTRAINT "Verification_serviceRequestId_fkey" FOREIGN KEY ("serviceRequestId") REFERENCES "ServiceRequest"("id") ON DELETE CASCADE ON UPDATE CASCADE;

