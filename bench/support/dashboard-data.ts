import pg from 'pg';
import { condominiumCnpj, dropSecondaryIndexes, seedCondominiums, tenantsOf, type DataSize } from './large-data.ts';

/**
 * The tables the dashboard reads, in a national platform's proportions (issue 15, "Speed"): `size.condominiums`
 * condominiums over the four plans, one in 17 inactive, created over the last two years, each with its síndico; and
 * `size.records` split over the modules' real tables, all of it in the first `tenantsOf(size)` condominiums (3,500, the
 * largest administradora):
 *
 * - apartments 30 %, four in five with a morador (a user, their membership and their user_apartments link);
 * - reforms 30 %, in every status (one in ten waiting for a decision), created over two years;
 * - condominium_maintenances 30 %, due from 100 days ago to 300 days ahead; maintenance_records 10 %, over the last year;
 * - documents (20 per condominium) with their file, half with a validity date; a zelador in each, an engenheiro in one in three;
 * - prospects: one per 66 condominiums, a third still waiting for access;
 * - notifications (none unless `shares.notifications` is given): that share to the moradores in turn, and ten to each
 *   síndico and zelador of the tenant condominiums; a quarter unread;
 * - the audit trail (none unless `shares.auditTrail`): the creation of each reform, by its requester, and of each
 *   document, by the condominium's síndico, when it was created, as the services record them.
 *
 * Dates within a condominium are spread by a hash of the row's number (its rows are n = t, t + T, t + 2T…, which a
 * product modulo a period would bunch on a few days).
 *
 * Set-based (generate_series, no row-by-row round trips), with the secondary indexes dropped for the load and
 * rebuilt after it, then VACUUM ANALYZE, as bench/support/large-data.ts does. The triggers that keep master's counts
 * (decision 019) fire as for any write: once per statement.
 */
export const DASHBOARD_SHARES: SeedShares = { apartments: 0.3, reforms: 0.3, maintenances: 0.3, maintenanceRecords: 0.1, documentsPerCondominium: 20, condominiumsPerProspect: 66 };

export interface SeedShares {
  apartments: number;
  reforms: number;
  maintenances: number;
  maintenanceRecords: number;
  documentsPerCondominium: number;
  condominiumsPerProspect: number;
  notifications?: number;
  auditTrail?: boolean;
}

const TABLES = ['users', 'user_condominiums', 'apartments', 'user_apartments', 'reforms', 'condominium_maintenances', 'maintenance_records', 'documents', 'document_versions', 'prospects', 'notifications', 'audit_log'];

export async function seedDashboardData(url: string, size: DataSize, shares: SeedShares = DASHBOARD_SHARES) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const tenants = tenantsOf(size);
  const count = (share: number) => Math.max(tenants, Math.round(size.records * share));
  try {
    await seedCondominiums(client, size.condominiums, 730);
    const rebuild: string[] = [];
    // user_apartments keeps its apartment index: the trigger that counts apartments with residents (decision 019)
    // looks each linked apartment's links up by it.
    for (const table of TABLES.filter((name) => name !== 'user_apartments')) rebuild.push(...(await dropSecondaryIndexes(client, table)));

    // The tenant condominiums in CNPJ order: tenant t (0-based) is condominiumCnpj(t + 1).
    await client.query(
      `create temp table seed_tenants as
       select (array_position($1::text[], cnpj) - 1) as t, id from condominiums where cnpj = any($1::text[])`,
      [Array.from({ length: tenants }, (_, index) => condominiumCnpj(index + 1))],
    );
    await client.query('create unique index on seed_tenants (t)');

    // Staff: a síndico in every condominium; a zelador in each tenant condominium and an engenheiro in one in three.
    await client.query(
      `create temp table seed_staff as
       select gen_random_uuid() as id, c.id as condominium_id, 'sindico'::user_type as type, row_number() over () as n from condominiums c
       union all select gen_random_uuid(), id, 'zelador'::user_type, t from seed_tenants
       union all select gen_random_uuid(), id, 'engenheiro'::user_type, t from seed_tenants where t % 3 = 0`,
    );
    await client.query(
      `insert into users (id, name, email, type, active)
       select id, 'Pessoa ' || type || ' ' || n, type || '-' || n || '@bench.zelo', type, n % 29 <> 0 from seed_staff`,
    );
    await client.query('insert into user_condominiums (user_id, condominium_id) select id, condominium_id from seed_staff');
    await client.query(
      `insert into users (id, name, email, type, active)
       select gen_random_uuid(), 'Master ' || n, 'master-' || n || '@bench.zelo', 'master', true from generate_series(1, 5) n`,
    );

    // Apartments: tenant t's j-th apartment is block A–D, number 101 + j / 4; four in five have a morador.
    await client.query(
      `create temp table seed_apartments as
       select k, gen_random_uuid() as id, tenant.id as condominium_id, k / $2::int as j,
              case when k % 5 <> 0 then gen_random_uuid() end as resident_id
       from generate_series(0, $1::int - 1) k join seed_tenants tenant on tenant.t = k % $2::int`,
      [count(shares.apartments), tenants],
    );
    await client.query('create unique index on seed_apartments (k)');
    await client.query(
      `insert into apartments (id, condominium_id, block, number, floor, active)
       select id, condominium_id, chr(65 + j % 4), (101 + j / 4)::text, (1 + (j / 4) % 20)::smallint, k % 50 <> 0 from seed_apartments`,
    );
    await client.query(
      `insert into users (id, name, email, type, active)
       select resident_id,
              (array['Ana', 'João', 'Márcia', 'José', 'Luíza', 'Antônio', 'Fátima', 'Sebastião', 'Cecília', 'Raimundo', 'Conceição'])[1 + k % 11] || ' ' ||
              (array['Silva', 'Souza', 'Araújo', 'Gonçalves', 'Ribeiro', 'Pereira', 'Oliveira', 'Lima', 'Carvalho', 'Gomes', 'Barbosa', 'Rocha', 'Mendes'])[1 + k % 13],
              'morador-' || k || '@bench.zelo', 'morador', k % 41 <> 0
       from seed_apartments where resident_id is not null`,
    );
    await client.query('insert into user_condominiums (user_id, condominium_id) select resident_id, condominium_id from seed_apartments where resident_id is not null');
    await client.query(
      `insert into user_apartments (user_id, apartment_id, condominium_id, relation)
       select resident_id, id, condominium_id, (array['proprietario', 'inquilino', 'morador'])[1 + k % 3]::resident_relation
       from seed_apartments where resident_id is not null`,
    );

    // Reforms of the apartments in turn, by their morador when there is one; one in ten pending, one in twenty inactive.
    // The stride is a prime that divides no count of apartments: apartment k is tenant k % tenants's, and a stride of 7
    // reached only the tenants of a multiple of 7 when they were 3,500, leaving the measured one without reforms.
    await client.query(
      `insert into reforms (condominium_id, apartment_id, requester_id, title, description, categories, starts_on, ends_on, status, active, created_at)
       select a.condominium_id, a.id, a.resident_id,
              (array['Troca de piso', 'Pintura', 'Reforma da cozinha', 'Reforma do banheiro', 'Troca de janelas'])[1 + r % 5],
              'Obra no apartamento, com ART do responsável técnico.', array[(array['painting', 'plumbing', 'electrical', 'cladding'])[1 + r % 4]]::work_category[],
              current_date + (r % 90 - 45), current_date + (r % 90 - 15),
              (array['pending', 'approved', 'approved', 'approved', 'disapproved', 'finished', 'finished', 'finished', 'finished', 'approved'])[1 + r % 10]::reform_status,
              r % 20 <> 0, now() - make_interval(mins => ((r::bigint * 7919) % (730 * 1440))::int)
       from generate_series(0, $1::int - 1) r join seed_apartments a on a.k = (r::bigint * 7919) % $2::int`,
      [count(shares.reforms), count(shares.apartments)],
    );

    // The programme: next due dates from 100 days ago to 300 days ahead (a quarter overdue), a fifth felt by residents.
    await client.query(
      `create temp table seed_maintenances as
       select m, gen_random_uuid() as id, tenant.id as condominium_id
       from generate_series(0, $1::int - 1) m join seed_tenants tenant on tenant.t = m % $2::int`,
      [count(shares.maintenances), tenants],
    );
    await client.query('create unique index on seed_maintenances (m)');
    await client.query(
      `with reference as (select (select min(id) from maintenance_types) as type_id, (select min(id) from maintenance_periodicities) as periodicity_id,
                                 (select min(id) from maintenance_responsible_types) as responsible_type_id)
       insert into condominium_maintenances (id, condominium_id, system, activity, type_id, periodicity_id, responsible_type_id, starts_on, due_soon_days,
                                             affects_residents, active, public_id, last_performed_on, last_done_late, next_due_on)
       select s.id, s.condominium_id,
              (array['Hidráulica', 'Elevadores', 'Incêndio', 'Elétrica', 'SPDA', 'Gerador', 'Dedetização'])[1 + m % 7],
              (array['Limpeza da caixa d’água', 'Manutenção preventiva', 'Recarga de extintores', 'Inspeção do quadro', 'Medição ôhmica', 'Teste em carga', 'Aplicação'])[1 + m % 7],
              reference.type_id, reference.periodicity_id, reference.responsible_type_id, due - 365, (array[7, 15, 30])[1 + m % 3],
              m % 5 = 0, m % 40 <> 0, 'b' || lpad(m::text, 21, '0'), due - 180, m % 6 = 0, due
       from seed_maintenances s, reference, lateral (select current_date + (((hashint4(m)::bigint + 2147483648) % 400) - 100)::int as due) d`,
    );
    await client.query(
      `insert into maintenance_records (condominium_id, maintenance_id, performed_on, due_on, done_late, responsible_type_id, company, cost_cents)
       select s.condominium_id, s.id, performed, performed + case when r % 4 = 0 then -5 else 3 end, r % 4 = 0,
              (select min(id) from maintenance_responsible_types), 'Empresa ' || (r % 500), 10000 + r % 90000
       from generate_series(0, $1::int - 1) r join seed_maintenances s on s.m = (r::bigint * 3) % $2::int,
            lateral (select current_date - ((hashint4(r)::bigint + 2147483648) % 365)::int as performed) p`,
      [count(shares.maintenanceRecords), count(shares.maintenances)],
    );

    await client.query(
      `with types as (select array_agg(id order by id) as ids, array_agg(name order by id) as names, count(*)::int as total from document_types)
       insert into documents (condominium_id, type_id, type_name, title, valid_until, visible_to_residents, created_at)
       select tenant.id, types.ids[1 + d % types.total], types.names[1 + d % types.total], 'Documento ' || d,
              case when d % 2 = 0 then current_date + (((hashint4(d)::bigint + 2147483648) % 420) - 60)::int end, d % 3 = 0,
              now() - make_interval(days => ((hashint4(d + 1)::bigint + 2147483648) % 365)::int)
       from generate_series(0, $1::int - 1) d join seed_tenants tenant on tenant.t = d % $2::int, types`,
      [tenants * shares.documentsPerCondominium, tenants],
    );

    // Each document's file in force (a document never lacks one: it is stored with its first version).
    await client.query(
      `insert into document_versions (condominium_id, document_id, number, storage_key, file_name, content_type, size, sha256, created_at)
       select condominium_id, id, 1, 'documents/' || condominium_id || '/' || gen_random_uuid() || '.pdf', 'documento.pdf', 'application/pdf',
              20000 + length(title) * 100, encode(sha256(convert_to(id::text, 'UTF8')), 'hex'), created_at
       from documents`,
    );

    await client.query(
      `insert into prospects (name, email, phone, condominium_name, cnpj, units, active, access_sent_at, created_at)
       select 'Interessado ' || p, 'prospect-' || p || '@bench.zelo', '119' || lpad(p::text, 8, '0'), 'Edifício Novo ' || p, lpad(p::text, 14, '0'),
              20 + p % 100, p % 20 <> 0, case when p % 3 <> 0 then now() - make_interval(days => p % 300) end,
              now() - make_interval(mins => ((p::bigint * 7919) % (365 * 1440))::int)
       from generate_series(1, $1::int) p`,
      [Math.max(1, Math.round(size.condominiums / shares.condominiumsPerProspect))],
    );

    if (shares.notifications) {
      await client.query(
        `insert into notifications (user_id, condominium_id, route, icon, title, description, read_at, created_at)
         select a.resident_id, a.condominium_id, '/reforms-register', (array['hammer', 'wrench', 'file-warning'])[1 + n % 3], 'Aviso ' || n,
                'Uma novidade do seu condomínio.', case when n % 4 <> 0 then now() end, now() - make_interval(mins => ((n::bigint * 7919) % (365 * 1440))::int)
         from generate_series(0, $1::int - 1) n join seed_apartments a on a.k = (n::bigint * 11) % $2::int
         where a.resident_id is not null`,
        [count(shares.notifications), count(shares.apartments)],
      );
      await client.query(
        `insert into notifications (user_id, condominium_id, route, icon, title, description, read_at, created_at)
         select s.id, s.condominium_id, '/maintenance', 'wrench', 'Manutenção vencendo ' || i, 'Uma manutenção do programa vence em breve.',
                case when i % 4 <> 0 then now() end, now() - make_interval(days => i)
         from seed_staff s join seed_tenants tenant on tenant.id = s.condominium_id, generate_series(1, 10) i
         where s.type in ('sindico', 'zelador')`,
      );
    }

    if (shares.auditTrail) {
      await client.query(
        `insert into audit_log (actor_id, condominium_id, action, entity, entity_id, created_at)
         select requester_id, condominium_id, 'create', 'reform', id::text, created_at from reforms
         union all
         select s.id, d.condominium_id, 'create', 'document', d.id::text, d.created_at
         from documents d join seed_staff s on s.condominium_id = d.condominium_id and s.type = 'sindico'`,
      );
    }

    for (const statement of rebuild) await client.query(statement);
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
}

/** Rows the seed wrote, table by table, for the report. */
export async function seededCounts(pool: pg.Pool) {
  const tables = ['condominiums', ...TABLES];
  const { rows } = await pool.query<Record<string, string>>(`select ${tables.map((table) => `(select count(*) from ${table}) as ${table}`).join(', ')}`);
  return Object.fromEntries(Object.entries(rows[0]!).map(([table, n]) => [table, Number(n)]));
}
