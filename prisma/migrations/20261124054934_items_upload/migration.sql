-- CreateTable
CREATE TABLE "item_upload_items" (
    "batch_id" INTEGER NOT NULL,
    "item_id" INTEGER NOT NULL,

    CONSTRAINT "item_upload_items_pkey" PRIMARY KEY ("batch_id","item_id")
);

