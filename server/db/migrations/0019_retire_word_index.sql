-- Decision 007, rewritten: the listings' hand-kept word index goes. Its triggers first, so that no write between
-- statements feeds a table about to go; then the functions that kept it, then its tables (their policy goes with them).
DROP TRIGGER search_words_insert ON condominiums;--> statement-breakpoint
DROP TRIGGER search_words_update ON condominiums;--> statement-breakpoint
DROP TRIGGER search_words_insert ON users;--> statement-breakpoint
DROP TRIGGER search_words_update ON users;--> statement-breakpoint
DROP FUNCTION search_words_changes();--> statement-breakpoint
DROP FUNCTION search_words(text);--> statement-breakpoint
DROP TABLE "condominium_search_vocabulary";--> statement-breakpoint
DROP TABLE "condominium_search_words";--> statement-breakpoint
DROP TABLE "user_search_vocabulary";--> statement-breakpoint
DROP TABLE "user_search_words";
