-- CreateTable
CREATE TABLE "CspReport" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "documentUrl" TEXT NOT NULL,
    "blockedUrl" TEXT NOT NULL,
    "effectiveDirective" TEXT NOT NULL,
    "disposition" TEXT NOT NULL,
    "sourceFile" TEXT,
    "lineNumber" INTEGER,
    "columnNumber" INTEGER,
    "sample" TEXT,
    "userAgent" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateTable
CREATE TABLE "HarperUsageDay" (
    "day" TEXT NOT NULL PRIMARY KEY,
    "inputTokens" INTEGER NOT NULL DEFAULT 0,
    "outputTokens" INTEGER NOT NULL DEFAULT 0,
    "turns" INTEGER NOT NULL DEFAULT 0,
    "cappedTurns" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE INDEX "CspReport_createdAt_idx" ON "CspReport"("createdAt");

