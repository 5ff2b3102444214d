import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import pg from 'pg';
import { nextDueDate } from '#contract/maintenance-schedule.ts';
import { RECORD_KINDS, type Ledger, type RecordKind } from './ledger.ts';

/** Where each kind of record lives. */
const TABLES: Record<RecordKind, string> = {
  condominium: 'condominiums',
  user: 'users',
  apartment: 'apartments',
  document: 'documents',
  reform_attachment: 'reform_attachments',
  reform: 'reforms',
  maintenance: 'condominium_maintenances',
  evidence: 'maintenance_evidence',
  execution: 'maintenance_records',
};

/** Every column that names a stored file: together, what the orphan sweep keeps. */
const STORAGE_KEYS = `
  select storage_key as key from document_versions
  union all select storage_key from reform_attachments
  union all select storage_key from maintenance_evidence
  union all select logo from condominiums where logo is not null
  union all select profile_picture from users where profile_picture is not null`;

export interface Verification {
  found: Map<RecordKind, number>;
  filesReferenced: number;
  filesChecked: number;
  filesOnDisk: number;
  problems: string[];
}

const hashOf = (path: string) =>
  new Promise<string>((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(path)
      .on('error', reject)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')));
  });

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(entries.map((entry) => (entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)])));
  return nested.flat();
}

/**
 * Reads the database as its owner and the uploads folder, and lists every way the acknowledged records fail to be
 * there whole: missing rows, a reform without its history or its notices, a document without its file, an execution
 * that did not move its maintenance's schedule, a row naming a missing file, a file no row names.
 */
export async function verify(ownerUrl: string, uploadsDir: string, ledger: Ledger): Promise<Verification> {
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  const problems: string[] = [];
  const found = new Map<RecordKind, number>();
  const rows = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => (await client.query<T>(text, values)).rows;
  try {
    for (const kind of RECORD_KINDS) {
      const ids = ledger.of(kind).map((record) => record.id);
      const present = new Set((await rows<{ id: string }>(`select id::text from ${TABLES[kind]} where id = any($1::uuid[])`, [ids])).map((row) => row.id));
      found.set(kind, present.size);
      for (const id of ids) if (!present.has(id)) problems.push(`${kind} ${id}: reconhecido (2xx) e ausente do banco`);
    }

    for (const user of ledger.of('user')) {
      const membership = await rows('select 1 from user_condominiums where user_id = $1 and condominium_id = $2', [user.id, user.condominiumId]);
      if (membership.length === 0) problems.push(`user ${user.id}: sem o vínculo ao condomínio`);
      const mail = await rows(`select 1 from outbox where channel = 'email' and recipient = $1`, [user.email]);
      if (mail.length === 0) problems.push(`user ${user.id}: sem o e-mail de definir a senha na outbox`);
      if (user.type !== 'morador') continue;
      const home = await rows('select 1 from user_apartments where user_id = $1 and apartment_id = $2', [user.id, user.apartmentId]);
      if (home.length === 0) problems.push(`user ${user.id}: morador sem o vínculo ao apartamento`);
      const told = await rows<{ user_id: string }>('select user_id::text from notifications where route = $1', [`/user-register?filter=${encodeURIComponent(user.email)}`]);
      for (const sindico of user.sindicosBefore) if (!told.some((row) => row.user_id === sindico)) problems.push(`user ${user.id}: a síndica ${sindico} não recebeu a notificação de novo morador`);
    }

    for (const document of ledger.of('document')) {
      const versions = await rows<{ sha256: string }>('select sha256 from document_versions where document_id = $1', [document.id]);
      if (!versions.some((version) => version.sha256 === document.sha256)) problems.push(`document ${document.id}: sem a versão com o arquivo enviado`);
    }

    for (const reform of ledger.of('reform')) {
      const history = await rows(`select 1 from reform_events where reform_id = $1 and action = 'submit'`, [reform.id]);
      if (history.length === 0) problems.push(`reform ${reform.id}: sem o histórico (submit)`);
      const papers = await rows<{ id: string }>('select id::text from reform_attachments where reform_id = $1', [reform.id]);
      for (const id of reform.attachmentIds) if (!papers.some((paper) => paper.id === id)) problems.push(`reform ${reform.id}: o anexo ${id} não ficou com a reforma`);
      const told = await rows<{ user_id: string }>('select user_id::text from notifications where route = $1', [`/reforms-register?reform=${reform.id}`]);
      for (const sindico of reform.sindicosBefore) if (!told.some((row) => row.user_id === sindico)) problems.push(`reform ${reform.id}: a síndica ${sindico} não recebeu a notificação`);
    }

    for (const execution of ledger.of('execution')) {
      const evidence = await rows<{ id: string }>('select id::text from maintenance_evidence where record_id = $1', [execution.id]);
      for (const id of execution.evidenceIds) if (!evidence.some((row) => row.id === id)) problems.push(`execution ${execution.id}: o comprovante ${id} não ficou com a execução`);
    }

    const schedules = await rows<{ id: string; starts_on: string; last_performed_on: string | null; next_due_on: string; latest: string | null; interval_unit: 'day' | 'month'; interval_amount: number }>(
      `select m.id::text, m.starts_on::text, m.last_performed_on::text, m.next_due_on::text, p.interval_unit, p.interval_amount,
              (select max(r.performed_on)::text from maintenance_records r where r.maintenance_id = m.id) as latest
         from condominium_maintenances m join maintenance_periodicities p on p.id = m.periodicity_id
        where m.id = any($1::uuid[])`,
      [ledger.of('maintenance').map((record) => record.id)],
    );
    for (const schedule of schedules) {
      const expected = nextDueDate({ startsOn: schedule.starts_on, lastPerformedOn: schedule.latest, interval: { unit: schedule.interval_unit, amount: schedule.interval_amount } });
      if (schedule.last_performed_on !== schedule.latest || schedule.next_due_on !== expected) {
        problems.push(`maintenance ${schedule.id}: última execução ${schedule.latest}, mas registra ${schedule.last_performed_on} e vence em ${schedule.next_due_on} (esperado ${expected})`);
      }
    }

    const referenced = new Set((await rows<{ key: string }>(STORAGE_KEYS)).map((row) => row.key));
    const expectedHashes = new Map<string, string>();
    for (const [kind, table] of [['reform_attachment', 'reform_attachments'], ['evidence', 'maintenance_evidence']] as const) {
      const records = ledger.of(kind);
      const keys = await rows<{ id: string; storage_key: string }>(`select id::text, storage_key from ${table} where id = any($1::uuid[])`, [records.map((record) => record.id)]);
      for (const row of keys) expectedHashes.set(row.storage_key, records.find((record) => record.id === row.id)!.sha256);
    }
    for (const row of await rows<{ storage_key: string; sha256: string }>('select storage_key, sha256 from document_versions')) expectedHashes.set(row.storage_key, row.sha256);

    let filesChecked = 0;
    for (const key of referenced) {
      const hash = await hashOf(join(uploadsDir, ...key.split('/'))).catch(() => null);
      if (hash === null) problems.push(`arquivo ${key}: nomeado no banco e ausente do armazenamento`);
      else if (expectedHashes.has(key) && expectedHashes.get(key) !== hash) problems.push(`arquivo ${key}: conteúdo diferente do enviado`);
      else filesChecked += 1;
    }
    const onDisk = (await filesUnder(uploadsDir)).map((path) => relative(uploadsDir, path).split(sep).join('/'));
    for (const key of onDisk) if (!referenced.has(key)) problems.push(`arquivo ${key}: nenhum registro o nomeia e a varredura o deixou`);

    return { found, filesReferenced: referenced.size, filesChecked, filesOnDisk: onDisk.length, problems };
  } finally {
    await client.end();
  }
}

/** The durability settings of the running server: an acknowledged COMMIT survives a crash only with all of them on. */
export async function durabilitySettings(ownerUrl: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    const names = ['fsync', 'synchronous_commit', 'full_page_writes'];
    const { rows } = await client.query<{ name: string; setting: string }>('select name, setting from pg_settings where name = any($1)', [names]);
    return Object.fromEntries(rows.map((row) => [row.name, row.setting]));
  } finally {
    await client.end();
  }
}
