-- AlterTable: a column with a default is added in place (no copy of the requests table)
ALTER TABLE "ServiceRequest" ADD COLUMN "language" TEXT NOT NULL DEFAULT 'en';

-- RedefineTables (SQLite cannot drop a NOT NULL in place)
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Verification" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "purpose" TEXT NOT NULL,
    "email" TEXT,
    "tokenHash" TEXT NOT NULL,
    "userId" TEXT,
    "serviceRequestId" TEXT,
    "expiresAt" DATETIME NOT NULL,
    "usedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Verification_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Verification_serviceRequestId_fkey" FOREIGN KEY ("serviceRequestId") REFERENCES "ServiceRequest" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Verification" ("createdAt", "email", "expiresAt", "id", "purpose", "serviceRequestId", "tokenHash", "usedAt", "userId") SELECT "createdAt", "email", "expiresAt", "id", "purpose", "serviceRequestId", "tokenHash", "usedAt", "userId" FROM "Verification";
DROP TABLE "Verification";
ALTER TABLE "new_Verification" RENAME TO "Verification";
CREATE UNIQUE INDEX "Verification_tokenHash_key" ON "Verification"("tokenHash");
CREATE INDEX "Verification_email_purpose_idx" ON "Verification"("email", "purpose");
CREATE INDEX "Verification_serviceRequestId_idx" ON "Verification"("serviceRequestId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

