-- AlterTable
ALTER TABLE "items" ADD COLUMN     "payee_name" TEXT;

-- CreateIndex
CREATE INDEX "items_list_payee_idx" ON "items"("company_id", "payee_name", "id");


-- The item keeps its payee's name for the lists' payee sort, set by the database itself so no
-- writer (builder, uploads, seed, bulk SQL) can forget it. The function bodies are E-strings
-- with \073 for the semicolon: the pg driver adapter splits migration scripts at every semicolon.
CREATE FUNCTION "items_set_payee_name"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF NEW.settlement_account_id IS NULL THEN
    NEW.payee_name := NULL\073
  ELSE
    SELECT name INTO NEW.payee_name FROM settlement_accounts WHERE id = NEW.settlement_account_id\073
  END IF\073
  RETURN NEW\073
END
';

CREATE TRIGGER "items_payee_name" BEFORE INSERT OR UPDATE OF settlement_account_id, payee_name ON "items"
  FOR EACH ROW EXECUTE FUNCTION "items_set_payee_name"();

CREATE FUNCTION "settlement_accounts_rename_items"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  UPDATE items SET payee_name = NEW.name WHERE settlement_account_id = NEW.id\073
  RETURN NULL\073
END
';

CREATE TRIGGER "settlement_accounts_name" AFTER UPDATE OF name ON "settlement_accounts"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION "settlement_accounts_rename_items"();

UPDATE "items" AS i SET "payee_name" = sa."name" FROM "settlement_accounts" AS sa WHERE sa."id" = i."settlement_account_id";
