-- CreateIndex
CREATE INDEX "VendorProfile_latitude_longitude_serviceRadiusMiles_idx" ON "VendorProfile"("latitude", "longitude", "serviceRadiusMiles");

-- CreateIndex
CREATE INDEX "VendorProfile_serviceRadiusMiles_idx" ON "VendorProfile"("serviceRadiusMiles");

