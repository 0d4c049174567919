-- Every write to the content store tells every gateway on this database (decision 044): a statement-level trigger
-- sends one notification per statement on the channel civicbrief_content_changed, its payload the schema the
-- pages table is in (tests keep a schema each on a shared server) and the writing session's application_name.
-- Gateways listening drop their page and read caches; the one that wrote (its own name) has already dropped its own.
CREATE OR REPLACE FUNCTION "civicbrief_content_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('civicbrief_content_changed', TG_TABLE_SCHEMA || ' ' || current_setting('application_name'));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "pages_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pages"
  FOR EACH STATEMENT EXECUTE FUNCTION "civicbrief_content_changed"();
