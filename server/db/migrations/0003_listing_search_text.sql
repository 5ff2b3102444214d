DROP INDEX "prospects_created_at_idx";--> statement-breakpoint
DROP INDEX "condominiums_search_idx";--> statement-breakpoint
DROP INDEX "prospects_search_idx";--> statement-breakpoint
ALTER TABLE "condominiums" ADD COLUMN "search_text" text GENERATED ALWAYS AS (immutable_unaccent(lower("condominiums"."comercial_name" || ' ' || "condominiums"."corporate_name" || ' ' || "condominiums"."cnpj"))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "prospects" ADD COLUMN "search_text" text GENERATED ALWAYS AS (immutable_unaccent(lower("prospects"."name" || ' ' || "prospects"."email" || ' ' || "prospects"."condominium_name" || ' ' || "prospects"."cnpj"))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "condominiums_listing_order_idx" ON "condominiums" USING btree ("comercial_name","id");--> statement-breakpoint
CREATE INDEX "prospects_listing_order_idx" ON "prospects" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "condominiums_search_idx" ON "condominiums" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "prospects_search_idx" ON "prospects" USING gin ("search_text" gin_trgm_ops);