-- AlterTable
ALTER TABLE "order_lines" ADD COLUMN     "memo" TEXT;

-- CreateTable
CREATE TABLE "order_changes" (
    "id" SERIAL NOT NULL,
    "order_id" INTEGER NOT NULL,
    "order_line_id" INTEGER,
    "field" TEXT NOT NULL,
    "before" JSONB,
    "after" JSONB,
    "memo" TEXT,
    "actor_id" INTEGER,
    "real_actor_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "undone_at" TIMESTAMPTZ(3),
    "undo_of_change_id" INTEGER,

    CONSTRAINT "order_changes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "order_changes_undo_of_change_id_key" ON "order_changes"("undo_of_change_id");

-- CreateIndex
CREATE INDEX "order_changes_order_id_id_idx" ON "order_changes"("order_id", "id");

-- AddForeignKey
ALTER TABLE "order_changes" ADD CONSTRAINT "order_changes_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_changes" ADD CONSTRAINT "order_changes_order_line_id_fkey" FOREIGN KEY ("order_line_id") REFERENCES "order_lines"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_changes" ADD CONSTRAINT "order_changes_actor_id_fkey" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_changes" ADD CONSTRAINT "order_changes_undo_of_change_id_fkey" FOREIGN KEY ("undo_of_change_id") REFERENCES "order_changes"("id") ON DELETE SET NULL ON UPDATE CASCADE;

