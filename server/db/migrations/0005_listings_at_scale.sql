ALTER TABLE "prospects" drop column "search_text";--> statement-breakpoint
ALTER TABLE "prospects" ADD COLUMN "search_text" text GENERATED ALWAYS AS (immutable_unaccent(lower("prospects"."name" || ' ' || "prospects"."email" || ' ' || "prospects"."phone" || ' ' || "prospects"."condominium_name" || ' ' || "prospects"."cnpj"))) STORED NOT NULL;
--> statement-breakpoint
CREATE INDEX "prospects_search_idx" ON "prospects" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
DROP INDEX "condominiums_listing_order_idx";--> statement-breakpoint
CREATE INDEX "condominiums_listing_order_idx" ON "condominiums" USING btree ("comercial_name","id","search_text");