-- AlterTable
ALTER TABLE "Referral" ADD COLUMN "jobValueCents" INTEGER;

-- CreateTable
CREATE TABLE "ReferralEvent" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "referralId" TEXT NOT NULL,
    "transition" TEXT NOT NULL,
    "fromStatus" TEXT NOT NULL,
    "toStatus" TEXT NOT NULL,
    "actorType" TEXT NOT NULL,
    "actorId" TEXT,
    "note" TEXT,
    "earningsDeltaCents" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ReferralEvent_referralId_fkey" FOREIGN KEY ("referralId") REFERENCES "Referral" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ReferralEvent_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "User" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "BackgroundJob" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "payload" JSONB,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "runAt" DATETIME NOT NULL,
    "intervalSeconds" INTEGER,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "maxAttempts" INTEGER NOT NULL DEFAULT 5,
    "lockedBy" TEXT,
    "lockedUntil" DATETIME,
    "lastRunAt" DATETIME,
    "lastSuccessAt" DATETIME,
    "lastError" TEXT,
    "failures" INTEGER NOT NULL DEFAULT 0,
    "lastResult" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_ServiceRequestMatch" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "serviceRequestId" TEXT NOT NULL,
    "vendorProfileId" TEXT NOT NULL,
    "rank" INTEGER NOT NULL,
    "score" REAL NOT NULL,
    "reasons" JSONB NOT NULL,
    "viewedAt" DATETIME,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "offeredAt" DATETIME,
    "offerExpiresAt" DATETIME,
    "respondedAt" DATETIME,
    "declineReason" TEXT,
    "scheduledFor" DATETIME,
    "startedAt" DATETIME,
    "completedAt" DATETIME,
    "jobValueCents" INTEGER,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ServiceRequestMatch_serviceRequestId_fkey" FOREIGN KEY ("serviceRequestId") REFERENCES "ServiceRequest" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ServiceRequestMatch_vendorProfileId_fkey" FOREIGN KEY ("vendorProfileId") REFERENCES "VendorProfile" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_ServiceRequestMatch" ("createdAt", "id", "rank", "reasons", "score", "serviceRequestId", "vendorProfileId", "viewedAt") SELECT "createdAt", "id", "rank", "reasons", "score", "serviceRequestId", "vendorProfileId", "viewedAt" FROM "ServiceRequestMatch";
DROP TABLE "ServiceRequestMatch";
ALTER TABLE "new_ServiceRequestMatch" RENAME TO "ServiceRequestMatch";
CREATE INDEX "ServiceRequestMatch_vendorProfileId_createdAt_idx" ON "ServiceRequestMatch"("vendorProfileId", "createdAt");
CREATE INDEX "ServiceRequestMatch_vendorProfileId_status_idx" ON "ServiceRequestMatch"("vendorProfileId", "status");
CREATE INDEX "ServiceRequestMatch_status_offerExpiresAt_idx" ON "ServiceRequestMatch"("status", "offerExpiresAt");
CREATE UNIQUE INDEX "ServiceRequestMatch_serviceRequestId_vendorProfileId_key" ON "ServiceRequestMatch"("serviceRequestId", "vendorProfileId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "ReferralEvent_referralId_createdAt_idx" ON "ReferralEvent"("referralId", "createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "BackgroundJob_key_key" ON "BackgroundJob"("key");

-- CreateIndex
CREATE INDEX "BackgroundJob_status_runAt_idx" ON "BackgroundJob"("status", "runAt");

