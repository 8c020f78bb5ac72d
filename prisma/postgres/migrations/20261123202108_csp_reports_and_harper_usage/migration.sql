-- CreateTable
CREATE TABLE "CspReport" (
    "id" TEXT NOT NULL,
    "documentUrl" TEXT NOT NULL,
    "blockedUrl" TEXT NOT NULL,
    "effectiveDirective" TEXT NOT NULL,
    "disposition" TEXT NOT NULL,
    "sourceFile" TEXT,
    "lineNumber" INTEGER,
    "columnNumber" INTEGER,
    "sample" TEXT,
    "userAgent" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CspReport_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "HarperUsageDay" (
    "day" TEXT NOT NULL,
    "inputTokens" INTEGER NOT NULL DEFAULT 0,
    "outputTokens" INTEGER NOT NULL DEFAULT 0,
    "turns" INTEGER NOT NULL DEFAULT 0,
    "cappedTurns" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "HarperUsageDay_pkey" PRIMARY KEY ("day")
);

-- CreateIndex
CREATE INDEX "CspReport_createdAt_idx" ON "CspReport"("createdAt");

