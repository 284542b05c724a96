-- CreateTable
CREATE TABLE "subscribers" (
    "id" UUID NOT NULL,
    "phone" VARCHAR(20) NOT NULL,
    "status" VARCHAR(16) NOT NULL DEFAULT 'active',
    "consent_at" TIMESTAMPTZ(3) NOT NULL,
    "unsubscribed_at" TIMESTAMPTZ(3),
    "time_zone" VARCHAR(64) NOT NULL,
    "time_zone_source" VARCHAR(16) NOT NULL,
    "style_facts" JSONB NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "subscribers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "deliveries" (
    "id" UUID NOT NULL,
    "subscriber_id" UUID NOT NULL,
    "local_date" CHAR(10) NOT NULL,
    "status" VARCHAR(16) NOT NULL,
    "body" TEXT,
    "message_sid" VARCHAR(64),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "error_code" VARCHAR(32),
    "claimed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sent_at" TIMESTAMPTZ(3),
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "deliveries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "outbox_messages" (
    "id" UUID NOT NULL,
    "sid" VARCHAR(64) NOT NULL,
    "to" VARCHAR(20) NOT NULL,
    "body" TEXT NOT NULL,
    "kind" VARCHAR(16) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "outbox_messages_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "subscribers_phone_key" ON "subscribers"("phone");

-- CreateIndex
CREATE INDEX "subscribers_status_time_zone_idx" ON "subscribers"("status", "time_zone");

-- CreateIndex
CREATE UNIQUE INDEX "deliveries_message_sid_key" ON "deliveries"("message_sid");

-- CreateIndex
CREATE INDEX "deliveries_local_date_status_idx" ON "deliveries"("local_date", "status");

-- CreateIndex
CREATE UNIQUE INDEX "deliveries_subscriber_id_local_date_key" ON "deliveries"("subscriber_id", "local_date");

-- CreateIndex
CREATE UNIQUE INDEX "outbox_messages_sid_key" ON "outbox_messages"("sid");

-- CreateIndex
CREATE INDEX "outbox_messages_created_at_idx" ON "outbox_messages"("created_at");

-- AddForeignKey
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_subscriber_id_fkey" FOREIGN KEY ("subscriber_id") REFERENCES "subscribers"("id") ON DELETE CASCADE ON UPDATE CASCADE;
