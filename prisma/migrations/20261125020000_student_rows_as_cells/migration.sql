-- Staged student rows become cell lists in the kind's column order (services
-- uploads/kinds/students/source.ts STUDENT_STAGED_COLUMNS), as addRows now stages them: rows staged
-- keyed by column before this migration are rewritten the same way, so the kind's statements
-- (`data->>i`) read them. Empty or missing cells stay empty strings (the statements read both alike).
UPDATE "upload_rows" r
SET "data" = (
  SELECT jsonb_agg(coalesce(r."data" ->> c.key, '') ORDER BY c.position)
  FROM unnest(ARRAY[
  'external_id', 'sis_id', 'company', 'lname', 'fname', 'grade', 'food_balance', 'teacher',
  'is_fr', 'family_id', 'parent1_fname', 'parent1_lname', 'parent1_email', 'parent1_street', 'parent1_city', 'parent1_state',
  'parent1_postal_code', 'parent1_phone', 'parent2_fname', 'parent2_lname', 'parent2_email', 'parent2_street', 'parent2_city', 'parent2_state',
  'parent2_postal_code', 'parent2_phone', 'parent3_fname', 'parent3_lname', 'parent3_email', 'parent3_street', 'parent3_city', 'parent3_state',
  'parent3_postal_code', 'parent3_phone', 'parent4_fname', 'parent4_lname', 'parent4_email', 'parent4_street', 'parent4_city', 'parent4_state',
  'parent4_postal_code', 'parent4_phone', 'is_staff'
  ]::text[]) WITH ORDINALITY AS c(key, position)
)
FROM "upload_batches" b
WHERE b."id" = r."batch_id" AND b."kind" = 'students' AND jsonb_typeof(r."data") = 'object';
