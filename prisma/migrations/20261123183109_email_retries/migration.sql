-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_OutboundEmail" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "to" TEXT NOT NULL,
    "from" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "html" TEXT,
    "status" TEXT NOT NULL,
    "error" TEXT,
    "messageId" TEXT,
    "replyTo" TEXT,
    "headers" JSONB,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" DATETIME,
    "lastAttemptAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sentAt" DATETIME
);
INSERT INTO "new_OutboundEmail" ("createdAt", "error", "from", "html", "id", "messageId", "sentAt", "status", "subject", "text", "to") SELECT "createdAt", "error", "from", "html", "id", "messageId", "sentAt", "status", "subject", "text", "to" FROM "OutboundEmail";
DROP TABLE "OutboundEmail";
ALTER TABLE "new_OutboundEmail" RENAME TO "OutboundEmail";
CREATE INDEX "OutboundEmail_createdAt_idx" ON "OutboundEmail"("createdAt");
CREATE INDEX "OutboundEmail_to_idx" ON "OutboundEmail"("to");
CREATE INDEX "OutboundEmail_status_nextAttemptAt_idx" ON "OutboundEmail"("status", "nextAttemptAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

