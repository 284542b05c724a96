-- CreateTable
CREATE TABLE "privacy_inquiries" (
    "id" UUID NOT NULL,
    "email" VARCHAR(320) NOT NULL,
    "subject" VARCHAR(32) NOT NULL,
    "message" TEXT NOT NULL,
    "request_id" VARCHAR(128),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "privacy_inquiries_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "privacy_inquiries_created_at_idx" ON "privacy_inquiries"("created_at");
