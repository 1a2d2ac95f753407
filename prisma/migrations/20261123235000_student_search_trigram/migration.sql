-- The terminal's and the builder's student search (spec 3 §7 studentsforcompany2?term=) is a
-- case-insensitive substring of the first name, last name or student number (ILIKE %term%), and a
-- company may have 50,000 students. Written by hand: Prisma 6 cannot declare trigram indexes, and
-- schema-to-schema diffs never see (so never drop) them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX "students_first_name_trgm_idx" ON "students" USING gin ("first_name" gin_trgm_ops);
CREATE INDEX "students_last_name_trgm_idx" ON "students" USING gin ("last_name" gin_trgm_ops);
CREATE INDEX "students_external_id_trgm_idx" ON "students" USING gin ("external_id" gin_trgm_ops);
