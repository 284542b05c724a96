-- AlterTable
ALTER TABLE "subscribers" ADD COLUMN     "personalization_token_hash" CHAR(64);

-- CreateIndex
CREATE UNIQUE INDEX "subscribers_personalization_token_hash_key" ON "subscribers"("personalization_token_hash");
