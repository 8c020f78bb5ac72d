-- DropIndex
DROP INDEX "VendorProfile_serviceRadiusMiles_idx";

-- CreateTable
CREATE TABLE "VendorCoverageCell" (
    "vendorProfileId" TEXT NOT NULL,
    "serviceType" TEXT NOT NULL,
    "cell" INTEGER NOT NULL,
    "latitude" DOUBLE PRECISION NOT NULL,
    "longitude" DOUBLE PRECISION NOT NULL,
    "serviceRadiusMiles" INTEGER NOT NULL,
    "available" BOOLEAN NOT NULL,
    "rating" DOUBLE PRECISION NOT NULL,
    "reviewCount" INTEGER NOT NULL,
    "responseTimeMinutes" INTEGER NOT NULL,
    "quoteMinCents" INTEGER NOT NULL,
    "quoteMaxCents" INTEGER NOT NULL,
    "verified" BOOLEAN NOT NULL,

    CONSTRAINT "VendorCoverageCell_pkey" PRIMARY KEY ("vendorProfileId","serviceType","cell")
);

-- CreateIndex
CREATE INDEX "VendorCoverageCell_cell_serviceType_available_latitude_long_idx" ON "VendorCoverageCell"("cell", "serviceType", "available", "latitude", "longitude", "serviceRadiusMiles", "rating", "reviewCount", "responseTimeMinutes", "quoteMinCents", "quoteMaxCents", "verified", "vendorProfileId");

-- AddForeignKey
ALTER TABLE "VendorCoverageCell" ADD CONSTRAINT "VendorCoverageCell_vendorProfileId_fkey" FOREIGN KEY ("vendorProfileId") REFERENCES "VendorProfile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

