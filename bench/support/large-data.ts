import pg from 'pg';
import { TENANT_RECORDS_INDEXES, TENANT_RECORDS_TABLE } from './tenant-records.ts';

/** Rows of the tenant table per condominium: a million over 3,500 condominiums, the largest administradora. */
export const RECORDS_PER_TENANT = 1_000_000 / 3_500;

export interface DataSize {
  condominiums: number;
  records: number;
}

export const tenantsOf = (size: DataSize) => Math.max(1, Math.round(size.records / RECORDS_PER_TENANT));

/**
 * The `n`-th seeded condominium's CNPJ and the `n`-th tenant record's CPF and phone: unique, and with their digits
 * spread as real ones are (`n` times a prime modulo a power of ten is a bijection), not sequential with shared
 * leading zeros that would make every digit trigram common. The SQL below computes the same values.
 */
export const condominiumCnpj = (n: number) => withCnpjCheckDigits(`${String((n * 7919 + 12345) % 1e8).padStart(8, '0')}0001`);
export const recordCpf = (n: number) => `${String((n * 104729 + 7) % 1e9).padStart(9, '0')}${String(n % 89).padStart(2, '0')}`;
const CNPJ_SQL = `bench_cnpj(lpad(((n::bigint * 7919 + 12345) % 100000000)::text, 8, '0') || '0001')`;

/**
 * A CNPJ's two check digits (modulo 11 over the weights 5…2, 9…2), so that the seeded CNPJs are valid ones, as every
 * stored CNPJ is: a filter of one whole CNPJ then takes the listing's equality path, as it would in production.
 */
const CNPJ_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
function withCnpjCheckDigits(base: string) {
  const digitOf = (digits: string) => {
    const weights = CNPJ_WEIGHTS.slice(CNPJ_WEIGHTS.length - digits.length);
    const rest = [...digits].reduce((sum, digit, index) => sum + Number(digit) * weights[index]!, 0) % 11;
    return rest < 2 ? '0' : String(11 - rest);
  };
  const first = base + digitOf(base);
  return first + digitOf(first);
}

/** The same in SQL, for the set-based seeding. */
const CNPJ_FUNCTION = `
  create or replace function bench_cnpj(base text) returns text language sql immutable as $$
    with weights (weight) as (select array[${CNPJ_WEIGHTS.join(', ')}]),
         first as (
           select base || (case when s % 11 < 2 then 0 else 11 - s % 11 end)::text as digits
           from (select sum(substr(base, i, 1)::int * weight[i + 1]) as s from weights, generate_series(1, 12) as i) as sums
         )
    select digits || (case when s % 11 < 2 then 0 else 11 - s % 11 end)::text
    from first, (select sum(substr(first.digits, i, 1)::int * weight[i]) as s from weights, first, generate_series(1, 13) as i) as sums
  $$`;
const CPF_SQL = `lpad(((n::bigint * 104729 + 7) % 1000000000)::text, 9, '0') || lpad((n % 89)::text, 2, '0')`;
const PHONE_SQL = `'119' || lpad(((n::bigint * 6053 + 11) % 100000000)::text, 8, '0')`;

/**
 * Set-based seeding (generate_series, no row-by-row round trips): `size.condominiums` condominiums with
 * Brazilian names, and `size.records` tenant records spread evenly over the first `tenantsOf(size)`
 * condominiums (tenant 1 holds records n = T, 2T, 3T, …). Secondary indexes are dropped during the load and
 * rebuilt after it, as any bulk load does; then VACUUM ANALYZE gives the statistics and visibility map that
 * autovacuum keeps in a running database, and a CHECKPOINT writes the load out before anything is measured.
 */
export async function seedLargeData(url: string, size: DataSize) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await seedCondominiums(client, size.condominiums);

    await client.query(TENANT_RECORDS_TABLE);
    await client.query(
      `insert into bench_tenant_records (condominium_id, name, cpf, phone, active, created_at)
       select tenants.ids[1 + n % $2::int],
              (array['Ana', 'João', 'Márcia', 'José', 'Luíza', 'Antônio', 'Fátima', 'Sebastião', 'Cecília', 'Raimundo', 'Conceição'])[1 + n % 11] || ' ' ||
              (array['Silva', 'Souza', 'Araújo', 'Gonçalves', 'Ribeiro', 'Pereira', 'Oliveira', 'Lima', 'Carvalho', 'Gomes', 'Barbosa', 'Rocha', 'Mendes'])[1 + n % 13] || ' ' ||
              (array['Santos', 'Ferreira', 'Alves', 'Rodrigues', 'Costa', 'Martins', 'Nascimento', 'Moreira', 'Cardoso', 'Teixeira', 'Correia', 'Batista', 'Freitas', 'Lopes', 'Dias', 'Vieira', 'Monteiro'])[1 + n % 17],
              ${CPF_SQL}, ${PHONE_SQL}, n % 13 <> 0, now() - make_interval(mins => n)
       from generate_series(1, $1::int) as n,
            (select array_agg(id order by array_position($3::text[], cnpj)) as ids from condominiums where cnpj = any($3::text[])) as tenants`,
      [size.records, tenantsOf(size), Array.from({ length: tenantsOf(size) }, (_, index) => condominiumCnpj(index + 1))],
    );
    for (const statement of TENANT_RECORDS_INDEXES) await client.query(statement);
    await client.query('vacuum analyze');
    // The load's dirty pages are written now, not by a checkpoint during the first measurements.
    await client.query('checkpoint');
  } finally {
    await client.end();
  }
}

/**
 * `count` condominiums with Brazilian names, over the four plans (n % 4), one in 17 inactive, created over the last
 * `createdOverDays` days (0: all now); the `n`-th one's CNPJ is `condominiumCnpj(n)`. Its secondary indexes are
 * dropped for the load and rebuilt after it.
 */
export async function seedCondominiums(client: pg.Client, count: number, createdOverDays = 0) {
  await client.query(CNPJ_FUNCTION);
  const rebuild = await dropSecondaryIndexes(client, 'condominiums');
  await client.query(
    `with plan_list as (select array_agg(id order by rank) as ids, array_agg(array_to_string(modules, ',') order by rank) as modules from plans),
          city_list as (select array_agg(id order by id) as ids, array_agg(state_id order by id) as states, count(*)::int as total from cities)
     insert into condominiums (cnpj, corporate_name, comercial_name, plan_id, allowed_modules, state_id, city_id, units, active, created_at)
     select ${CNPJ_SQL},
            'Condomínio ' || place || ' ' || n,
            (array['Residencial', 'Edifício', 'Condomínio', 'Solar', 'Torres', 'Parque', 'Villaggio'])[1 + n % 7] || ' ' || place || ' ' || n,
            plan_list.ids[1 + n % 4], string_to_array(plan_list.modules[1 + n % 4], ',')::module_key[],
            city_list.states[1 + n % city_list.total], city_list.ids[1 + n % city_list.total], 20 + n % 200, n % 17 <> 0,
            now() - make_interval(mins => ((n::bigint * 7919) % greatest($2::int * 1440, 1))::int)
     from generate_series(1, $1::int) as n
          cross join lateral (select (array['Jardim das Flores', 'Ipê Amarelo', 'Aroeira', 'Jacarandá', 'Sabiá', 'Araucária', 'Bela Vista',
                                            'São João', 'Boa Esperança', 'Mar Azul', 'Monte Verde', 'Vila Rica', 'Parque das Águas'])[1 + n % 13] as place) as names,
          plan_list, city_list`,
    [count, createdOverDays],
  );
  for (const statement of rebuild) await client.query(statement);
}

/** Drops a table's indexes that back no constraint; returns the statements that recreate them. */
export async function dropSecondaryIndexes(client: pg.Client, table: string) {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `select index.relname as name, pg_get_indexdef(index.oid) as definition
     from pg_index join pg_class as index on index.oid = pg_index.indexrelid
     where pg_index.indrelid = $1::regclass and not exists (select 1 from pg_constraint where pg_constraint.conindid = index.oid)`,
    [table],
  );
  for (const row of rows) await client.query(`drop index ${client.escapeIdentifier(row.name)}`);
  return rows.map((row) => row.definition);
}
