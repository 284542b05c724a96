-- DropIndex
DROP INDEX "subscribers_status_time_zone_idx";

-- CreateIndex
CREATE INDEX "subscribers_status_time_zone_id_idx" ON "subscribers"("status", "time_zone", "id");
