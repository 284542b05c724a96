-- AlterTable
ALTER TABLE "subscribers" ADD COLUMN     "pending_user_id" UUID,
ADD COLUMN     "user_id" UUID;

-- CreateIndex
CREATE INDEX "subscribers_user_id_idx" ON "subscribers"("user_id");

-- CreateIndex
CREATE INDEX "subscribers_pending_user_id_idx" ON "subscribers"("pending_user_id");
