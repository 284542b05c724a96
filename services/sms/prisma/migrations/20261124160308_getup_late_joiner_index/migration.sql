-- CreateIndex
CREATE INDEX "subscribers_status_time_zone_confirmed_at_idx" ON "subscribers"("status", "time_zone", "confirmed_at");
