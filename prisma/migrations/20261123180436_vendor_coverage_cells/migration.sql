-- DropIndex
DROP INDEX "VendorProfile_serviceRadiusMiles_idx";

-- CreateTable
CREATE TABLE "VendorCoverageCell" (
    "vendorProfileId" TEXT NOT NULL,
    "serviceType" TEXT NOT NULL,
    "cell" INTEGER NOT NULL,
    "latitude" REAL NOT NULL,
    "longitude" REAL NOT NULL,
    "serviceRadiusMiles" INTEGER NOT NULL,
    "available" BOOLEAN NOT NULL,
    "rating" REAL NOT NULL,
    "reviewCount" INTEGER NOT NULL,
    "responseTimeMinutes" INTEGER NOT NULL,
    "quoteMinCents" INTEGER NOT NULL,
    "quoteMaxCents" INTEGER NOT NULL,
    "verified" BOOLEAN NOT NULL,

    PRIMARY KEY ("vendorProfileId", "serviceType", "cell"),
    CONSTRAINT "VendorCoverageCell_vendorProfileId_fkey" FOREIGN KEY ("vendorProfileId") REFERENCES "VendorProfile" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "VendorCoverageCell_cell_serviceType_available_latitude_longitude_serviceRadiusMiles_rating_reviewCount_responseTimeMinutes_quoteMinCents_quoteMaxCents_verified_vendorProfileId_idx" ON "VendorCoverageCell"("cell", "serviceType", "available", "latitude", "longitude", "serviceRadiusMiles", "rating", "reviewCount", "responseTimeMinutes", "quoteMinCents", "quoteMaxCents", "verified", "vendorProfileId");

