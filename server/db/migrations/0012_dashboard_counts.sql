CREATE TABLE "dashboard_counts" (
	"subject" varchar(40) NOT NULL,
	"bucket" varchar(80) NOT NULL,
	"day" date NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "dashboard_counts_subject_bucket_day_pk" PRIMARY KEY("subject","bucket","day")
);
--> statement-breakpoint
DROP INDEX "condominium_maintenances_active_due_idx";--> statement-breakpoint
CREATE INDEX "reforms_awaiting_decision_idx" ON "reforms" USING btree ("created_at","id") WHERE "reforms"."status" = 'pending' and "reforms"."active";--> statement-breakpoint
CREATE INDEX "condominium_maintenances_active_due_idx" ON "condominium_maintenances" USING btree ("next_due_on","id") WHERE "condominium_maintenances"."active";--> statement-breakpoint
-- Decision 019: master's dashboard reads these counts instead of counting every condominium's rows. Each change of a
-- counted table adds its net effect per bucket, once per statement (transition tables), in the writer's transaction:
-- the counts are as exact as the rows, and a bulk statement costs one grouped upsert, not one per row. Buckets are
-- upserted in key order, so two writers take their rows' locks in the same order.
-- Trigger arguments: the subject, the bucket and day expressions over the changed rows, and which rows count.
CREATE FUNCTION dashboard_count_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT *, 1 AS delta FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT *, -1 AS delta FROM old_rows'
    ELSE 'SELECT *, 1 AS delta FROM new_rows UNION ALL SELECT *, -1 AS delta FROM old_rows' END;
BEGIN
  EXECUTE format(
    'INSERT INTO dashboard_counts (subject, bucket, day, n)
     SELECT %L, %s, %s, sum(delta) FROM (%s) AS changed WHERE %s GROUP BY 2, 3 HAVING sum(delta) <> 0 ORDER BY 2, 3
     ON CONFLICT (subject, bucket, day) DO UPDATE SET n = dashboard_counts.n + excluded.n',
    TG_ARGV[0], TG_ARGV[1], TG_ARGV[2], changed, TG_ARGV[3]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER dashboard_counts_insert AFTER INSERT ON condominiums REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION dashboard_count_changes('condominiums', $$plan_id::text || ':' || active$$, $$date_trunc('month', created_at AT TIME ZONE 'America/Sao_Paulo')::date$$, 'true');--> statement-breakpoint
CREATE TRIGGER dashboard_counts_update AFTER UPDATE ON condominiums REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION dashboard_count_changes('condominiums', $$plan_id::text || ':' || active$$, $$date_trunc('month', created_at AT TIME ZONE 'America/Sao_Paulo')::date$$, 'true');--> statement-breakpoint
CREATE TRIGGER dashboard_counts_delete AFTER DELETE ON condominiums REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION dashboard_count_changes('condominiums', $$plan_id::text || ':' || active$$, $$date_trunc('month', created_at AT TIME ZONE 'America/Sao_Paulo')::date$$, 'true');--> statement-breakpoint
CREATE TRIGGER dashboard_counts_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION dashboard_count_changes('users', 'type::text', $$'-infinity'::date$$, 'active');--> statement-breakpoint
CREATE TRIGGER dashboard_counts_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION dashboard_count_changes('users', 'type::text', $$'-infinity'::date$$, 'active');--> statement-breakpoint
CREATE TRIGGER dashboard_counts_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION dashboard_count_changes('users', 'type::text', $$'-infinity'::date$$, 'active');--> statement-breakpoint
CREATE TRIGGER dashboard_counts_insert AFTER INSERT ON apartments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION dashboard_count_changes('apartments', $$'total'$$, $$'-infinity'::date$$, 'active');--> statement-breakpoint
CREATE TRIGGER dashboard_counts_update AFTER UPDATE ON apartments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION dashboard_count_changes('apartments', $$'total'$$, $$'-infinity'::date$$, 'active');--> statement-breakpoint
CREATE TRIGGER dashboard_counts_delete AFTER DELETE ON apartments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION dashboard_count_changes('apartments', $$'total'$$, $$'-infinity'::date$$, 'active');--> statement-breakpoint
CREATE TRIGGER dashboard_counts_insert AFTER INSERT ON reforms REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION dashboard_count_changes('reforms', 'status::text', $$'-infinity'::date$$, 'active');--> statement-breakpoint
CREATE TRIGGER dashboard_counts_update AFTER UPDATE ON reforms REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION dashboard_count_changes('reforms', 'status::text', $$'-infinity'::date$$, 'active');--> statement-breakpoint
CREATE TRIGGER dashboard_counts_delete AFTER DELETE ON reforms REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION dashboard_count_changes('reforms', 'status::text', $$'-infinity'::date$$, 'active');--> statement-breakpoint
-- The programme by due date and how its status is read (days of warning, last execution late): a status depends on
-- today, so it is worked out when read, over these few rows per due date.
CREATE TRIGGER dashboard_counts_insert AFTER INSERT ON condominium_maintenances REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION dashboard_count_changes('maintenances', $$due_soon_days || ':' || last_done_late$$, 'next_due_on', 'active');--> statement-breakpoint
CREATE TRIGGER dashboard_counts_update AFTER UPDATE ON condominium_maintenances REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION dashboard_count_changes('maintenances', $$due_soon_days || ':' || last_done_late$$, 'next_due_on', 'active');--> statement-breakpoint
CREATE TRIGGER dashboard_counts_delete AFTER DELETE ON condominium_maintenances REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION dashboard_count_changes('maintenances', $$due_soon_days || ':' || last_done_late$$, 'next_due_on', 'active');--> statement-breakpoint
CREATE TRIGGER dashboard_counts_insert AFTER INSERT ON maintenance_records REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION dashboard_count_changes('maintenance_records', $$''$$, 'performed_on', 'true');--> statement-breakpoint
CREATE TRIGGER dashboard_counts_update AFTER UPDATE ON maintenance_records REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION dashboard_count_changes('maintenance_records', $$''$$, 'performed_on', 'true');--> statement-breakpoint
CREATE TRIGGER dashboard_counts_delete AFTER DELETE ON maintenance_records REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION dashboard_count_changes('maintenance_records', $$''$$, 'performed_on', 'true');--> statement-breakpoint
-- Apartments with a resident: an active apartment counts once from its first link to its last. Per apartment touched,
-- whether it has links now against whether it had them before the statement (now, less the new links, plus the old).
CREATE FUNCTION dashboard_count_residents() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT apartment_id, 1 AS delta FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT apartment_id, -1 AS delta FROM old_rows'
    ELSE 'SELECT apartment_id, 1 AS delta FROM new_rows UNION ALL SELECT apartment_id, -1 AS delta FROM old_rows' END;
BEGIN
  EXECUTE format(
    'INSERT INTO dashboard_counts (subject, bucket, day, n)
     SELECT ''apartments'', ''with_residents'', ''-infinity'', sum((links.now > 0)::int - (links.now - touched.delta > 0)::int)
     FROM (SELECT apartment_id, sum(delta)::int AS delta FROM (%s) AS changed GROUP BY apartment_id) AS touched
     JOIN apartments ON apartments.id = touched.apartment_id AND apartments.active
     CROSS JOIN LATERAL (SELECT count(*)::int AS now FROM user_apartments WHERE user_apartments.apartment_id = touched.apartment_id) AS links
     HAVING sum((links.now > 0)::int - (links.now - touched.delta > 0)::int) <> 0
     ON CONFLICT (subject, bucket, day) DO UPDATE SET n = dashboard_counts.n + excluded.n', changed);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER dashboard_counts_insert AFTER INSERT ON user_apartments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION dashboard_count_residents();--> statement-breakpoint
CREATE TRIGGER dashboard_counts_update AFTER UPDATE ON user_apartments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION dashboard_count_residents();--> statement-breakpoint
CREATE TRIGGER dashboard_counts_delete AFTER DELETE ON user_apartments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION dashboard_count_residents();--> statement-breakpoint
-- An apartment switched on or off takes its residents' count with it.
CREATE FUNCTION dashboard_count_apartment_switch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO dashboard_counts (subject, bucket, day, n)
  SELECT 'apartments', 'with_residents', '-infinity', sum(CASE WHEN new_rows.active THEN 1 ELSE -1 END)
  FROM new_rows JOIN old_rows ON old_rows.id = new_rows.id
  WHERE new_rows.active <> old_rows.active AND EXISTS (SELECT 1 FROM user_apartments WHERE user_apartments.apartment_id = new_rows.id)
  HAVING sum(CASE WHEN new_rows.active THEN 1 ELSE -1 END) <> 0
  ON CONFLICT (subject, bucket, day) DO UPDATE SET n = dashboard_counts.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER dashboard_counts_residents_switch AFTER UPDATE ON apartments REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION dashboard_count_apartment_switch();--> statement-breakpoint
-- A deleted apartment's links go by cascade after the row, when it can no longer be looked up: an active one with
-- residents is taken off before it goes (a failed delete rolls this back with it).
CREATE FUNCTION dashboard_count_apartment_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.active AND EXISTS (SELECT 1 FROM user_apartments WHERE user_apartments.apartment_id = OLD.id) THEN
    INSERT INTO dashboard_counts (subject, bucket, day, n) VALUES ('apartments', 'with_residents', '-infinity', -1)
    ON CONFLICT (subject, bucket, day) DO UPDATE SET n = dashboard_counts.n + excluded.n;
  END IF;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER dashboard_counts_residents_delete BEFORE DELETE ON apartments FOR EACH ROW EXECUTE FUNCTION dashboard_count_apartment_delete();--> statement-breakpoint
-- The counts of the rows already there.
INSERT INTO dashboard_counts (subject, bucket, day, n)
SELECT 'condominiums', plan_id::text || ':' || active, date_trunc('month', created_at AT TIME ZONE 'America/Sao_Paulo')::date, count(*) FROM condominiums GROUP BY 2, 3
UNION ALL SELECT 'users', type::text, '-infinity', count(*) FROM users WHERE active GROUP BY 2
UNION ALL SELECT 'apartments', 'total', '-infinity', count(*) FROM apartments WHERE active HAVING count(*) > 0
UNION ALL SELECT 'apartments', 'with_residents', '-infinity', count(*) FROM apartments
  WHERE active AND EXISTS (SELECT 1 FROM user_apartments WHERE user_apartments.apartment_id = apartments.id) HAVING count(*) > 0
UNION ALL SELECT 'reforms', status::text, '-infinity', count(*) FROM reforms WHERE active GROUP BY 2
UNION ALL SELECT 'maintenances', due_soon_days || ':' || last_done_late, next_due_on, count(*) FROM condominium_maintenances WHERE active GROUP BY 2, 3
UNION ALL SELECT 'maintenance_records', '', performed_on, count(*) FROM maintenance_records GROUP BY 3;
