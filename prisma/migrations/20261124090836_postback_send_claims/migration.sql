-- CreateTable
CREATE TABLE "postback_send_claims" (
    "postback_id" INTEGER NOT NULL,
    "holder" TEXT NOT NULL,
    "claimed_until" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "postback_send_claims_pkey" PRIMARY KEY ("postback_id")
);

-- AddForeignKey
ALTER TABLE "postback_send_claims" ADD CONSTRAINT "postback_send_claims_postback_id_fkey" FOREIGN KEY ("postback_id") REFERENCES "postbacks"("id") ON DELETE CASCADE ON UPDATE CASCADE;

