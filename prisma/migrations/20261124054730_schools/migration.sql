-- CreateTable
CREATE TABLE "school_profiles" (
    "company_id" INTEGER NOT NULL,
    "external_id" TEXT,
    "street" TEXT,
    "street2" TEXT,
    "zip" TEXT,
    "primary_phone" TEXT,
    "receipt_email" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "school_profiles_pkey" PRIMARY KEY ("company_id")
);

-- CreateTable
CREATE TABLE "export_formats" (
    "company_id" INTEGER NOT NULL,
    "column_padding" INTEGER NOT NULL DEFAULT 0,
    "free_value" TEXT NOT NULL DEFAULT 'free',
    "reduced_value" TEXT NOT NULL DEFAULT 'reduced',
    "payee_ids" INTEGER[],
    "item_ids" INTEGER[],
    "date_offset" TEXT NOT NULL DEFAULT '+0 days',
    "updated_by_id" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "export_formats_pkey" PRIMARY KEY ("company_id")
);

-- CreateIndex
CREATE INDEX "school_profiles_external_id_idx" ON "school_profiles"("external_id");

-- AddForeignKey
ALTER TABLE "school_profiles" ADD CONSTRAINT "school_profiles_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "export_formats" ADD CONSTRAINT "export_formats_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

