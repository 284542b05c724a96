-- AlterTable
ALTER TABLE "sessions" ADD COLUMN "device" VARCHAR(80),
ADD COLUMN "confirmed_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "account_deletions" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "email_digest" CHAR(64) NOT NULL,
    "requested_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "published_at" TIMESTAMPTZ(3),

    CONSTRAINT "account_deletions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "account_deletion_consumers" (
    "deletion_id" UUID NOT NULL,
    "consumer" VARCHAR(32) NOT NULL,
    "confirmed_at" TIMESTAMPTZ(3),
    "retries" INTEGER NOT NULL DEFAULT 0,
    "last_error" VARCHAR(500),

    CONSTRAINT "account_deletion_consumers_pkey" PRIMARY KEY ("deletion_id","consumer")
);

-- CreateIndex
CREATE UNIQUE INDEX "account_deletions_user_id_key" ON "account_deletions"("user_id");

-- AddForeignKey
ALTER TABLE "account_deletion_consumers" ADD CONSTRAINT "account_deletion_consumers_deletion_id_fkey" FOREIGN KEY ("deletion_id") REFERENCES "account_deletions"("id") ON DELETE CASCADE ON UPDATE CASCADE;
