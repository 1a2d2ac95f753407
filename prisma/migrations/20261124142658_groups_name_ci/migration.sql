-- Group names are unique per owner the way the domain compares them (packages/domain groups/names.ts
-- groupNameKey: trimmed, inner runs of spaces made one, any case). The index used to be on the raw
-- name, so two concurrent saves of "Band" and "band" both passed the service's check and both
-- committed. The key lives in one SQL function, so the index, the groups upload's ON CONFLICT and its
-- lookups name the same expression.
-- No semicolon in comments or bodies here: adapter-pg splits the script at every one.

CREATE OR REPLACE FUNCTION student_group_name_key(name text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT
  AS 'SELECT lower(regexp_replace(btrim(name), ''\s+'', '' '', ''g''))';

-- Names that already collide under the new key (made before this rule reached the database) keep
-- the oldest group's name, the others get their id appended, so the index can be built on any data.
UPDATE student_groups g SET name = g.name || ' (' || g.id || ')'
WHERE EXISTS (
  SELECT 1 FROM student_groups o
  WHERE o.company_id = g.company_id AND o.id < g.id
    AND student_group_name_key(o.name) = student_group_name_key(g.name));

-- DropIndex
DROP INDEX "student_groups_company_id_name_key";

CREATE UNIQUE INDEX "student_groups_company_id_name_key_key" ON "student_groups"("company_id", student_group_name_key("name"));
