CREATE TABLE "condominium_search_vocabulary" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "condominium_search_words" (
	"word" text NOT NULL,
	"comercial_name" text NOT NULL,
	"id" uuid NOT NULL,
	CONSTRAINT "condominium_search_words_word_comercial_name_id_pk" PRIMARY KEY("word","comercial_name","id")
);
--> statement-breakpoint
CREATE TABLE "user_search_vocabulary" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_search_words" (
	"word" text NOT NULL,
	"name" text NOT NULL,
	"id" uuid NOT NULL,
	CONSTRAINT "user_search_words_word_name_id_pk" PRIMARY KEY("word","name","id")
);
--> statement-breakpoint
ALTER TABLE "condominium_search_words" ADD CONSTRAINT "condominium_search_words_id_condominiums_id_fk" FOREIGN KEY ("id") REFERENCES "public"."condominiums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_search_words" ADD CONSTRAINT "user_search_words_id_users_id_fk" FOREIGN KEY ("id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "condominium_search_vocabulary_word_idx" ON "condominium_search_vocabulary" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "condominium_search_words_id_idx" ON "condominium_search_words" USING btree ("id");--> statement-breakpoint
CREATE INDEX "user_search_vocabulary_word_idx" ON "user_search_vocabulary" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_search_words_id_idx" ON "user_search_words" USING btree ("id");--> statement-breakpoint
-- Decision 007: a listing's word index. A row's words are the runs of three letters or more of its search text (folded
-- already): a filter word of three letters or more lies inside one of them, so shorter runs would never be looked up.
CREATE FUNCTION search_words(haystack text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_agg(DISTINCT m[1]), '{}') FROM regexp_matches(haystack, '[a-z]{3,}', 'g') AS m $$;--> statement-breakpoint
-- Kept once per statement (transition tables) in the writer's transaction, so the index is as exact as the rows. An
-- update rewrites only the rows whose search text or copied columns changed; a deleted row's words go by cascade.
-- Trigger arguments: the word index, its vocabulary, the columns it copies from the row (comma-separated), the key.
CREATE FUNCTION search_words_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  copied text[] := string_to_array(TG_ARGV[2], ',');
  key text := quote_ident(TG_ARGV[3]);
  changed text := 'SELECT * FROM new_rows';
BEGIN
  IF TG_OP = 'UPDATE' THEN
    changed := format(
      'SELECT n.* FROM new_rows n JOIN old_rows o ON o.%1$s = n.%1$s WHERE (o.search_text, %2$s) IS DISTINCT FROM (n.search_text, %3$s)',
      key,
      (SELECT string_agg('o.' || quote_ident(c), ', ') FROM unnest(copied) c),
      (SELECT string_agg('n.' || quote_ident(c), ', ') FROM unnest(copied) c));
    EXECUTE format('DELETE FROM %I w USING (%s) c WHERE w.%s = c.%s', TG_ARGV[0], changed, key, key);
  END IF;
  EXECUTE format('INSERT INTO %I (word, %s) SELECT w, %s FROM (%s) c, unnest(search_words(c.search_text)) w',
    TG_ARGV[0],
    (SELECT string_agg(quote_ident(c), ', ') FROM unnest(copied) c),
    (SELECT string_agg('c.' || quote_ident(c), ', ') FROM unnest(copied) c),
    changed);
  -- In word order, so two writers adding the same new words wait on each other instead of deadlocking.
  EXECUTE format('INSERT INTO %I (word) SELECT DISTINCT w FROM (%s) c, unnest(search_words(c.search_text)) w ORDER BY 1 ON CONFLICT DO NOTHING',
    TG_ARGV[1], changed);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER search_words_insert AFTER INSERT ON condominiums REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION search_words_changes('condominium_search_words', 'condominium_search_vocabulary', 'comercial_name,id', 'id');--> statement-breakpoint
CREATE TRIGGER search_words_update AFTER UPDATE ON condominiums REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION search_words_changes('condominium_search_words', 'condominium_search_vocabulary', 'comercial_name,id', 'id');--> statement-breakpoint
CREATE TRIGGER search_words_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION search_words_changes('user_search_words', 'user_search_vocabulary', 'name,id', 'id');--> statement-breakpoint
CREATE TRIGGER search_words_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION search_words_changes('user_search_words', 'user_search_vocabulary', 'name,id', 'id');--> statement-breakpoint
-- A condominium's words are that tenant's rows, under the same policy as the condominium.
ALTER TABLE "condominium_search_words" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "condominium_search_words" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_scope ON "condominium_search_words"
  USING ((SELECT zelo_is_master()) OR "id" = ANY ((SELECT zelo_condominium_ids())::uuid[]));--> statement-breakpoint
-- The words of the rows already there, read as the platform (past the policies) and with no time limit: a national
-- platform's million rows take longer than a request may.
SELECT set_config('zelo.is_master', 'on', true), set_config('statement_timeout', '0', true);--> statement-breakpoint
INSERT INTO condominium_search_words (word, comercial_name, id) SELECT w, comercial_name, id FROM condominiums, unnest(search_words(search_text)) w;--> statement-breakpoint
INSERT INTO condominium_search_vocabulary (word) SELECT DISTINCT word FROM condominium_search_words;--> statement-breakpoint
INSERT INTO user_search_words (word, name, id) SELECT w, name, id FROM users, unnest(search_words(search_text)) w;--> statement-breakpoint
INSERT INTO user_search_vocabulary (word) SELECT DISTINCT word FROM user_search_words;
