-- AlterTable
ALTER TABLE "subscribers" ADD COLUMN     "confirmation_sent_at" TIMESTAMPTZ(3),
ADD COLUMN     "confirmed_at" TIMESTAMPTZ(3),
ADD COLUMN     "expires_at" TIMESTAMPTZ(3),
ADD COLUMN     "unsubscribe_notice_at" TIMESTAMPTZ(3),
ALTER COLUMN "status" SET DEFAULT 'pending';

-- CreateIndex
CREATE INDEX "subscribers_status_expires_at_idx" ON "subscribers"("status", "expires_at");

-- Subscribers from before double opt-in stay active: their web consent counts as their confirmation.
UPDATE "subscribers" SET "confirmed_at" = "consent_at" WHERE "status" = 'active' AND "confirmed_at" IS NULL;
