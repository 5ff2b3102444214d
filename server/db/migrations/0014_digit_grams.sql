-- Decision 007: a number typed in a listing filter is found by the four-digit grams of the search text's runs of
-- digits. Digits make the commonest trigrams of a table of CNPJs, CPFs and phones, so the trigram index reads long
-- posting lists and rechecks many rows for a short number; each gram of four digits is in few rows, and containing
-- them all is exact enough that the substring is then checked on those rows alone. Digits are untouched by folding.
CREATE OR REPLACE FUNCTION digit_grams(haystack text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT coalesce(array_agg(DISTINCT substr(run[1], position, 4)), '{}')
    FROM regexp_matches(haystack, '[0-9]{4,}', 'g') AS run, generate_series(1, length(run[1]) - 3) AS position
  $$;--> statement-breakpoint
CREATE INDEX "condominiums_digit_grams_idx" ON "condominiums" USING gin (digit_grams("search_text"));--> statement-breakpoint
CREATE INDEX "users_digit_grams_idx" ON "users" USING gin (digit_grams("search_text"));
