import { setTimeout as delay } from 'node:timers/promises';
import { generateCnpj } from '@brazilian-utils/brazilian-utils/generate-cnpj';
import { addCalendarDays, productToday } from '#contract/calendar.ts';
import { acknowledged, Unanswered, type Answer, type ApiClient } from './api-client.ts';
import type { Ledger, RecordKind } from './ledger.ts';
import type { Random } from './random.ts';
import { samplePdf, sha256 } from './sample-files.ts';
import { PAULISTA_ADDRESS } from '../sample-address.ts';

/** The ids of the reference lists the forms name, read once from the API. */
export interface ReferenceIds {
  documentType: number;
  evidenceType: number;
  maintenanceType: number;
  periodicity: number;
  responsibleType: number;
}

/** Reads the reference ids from the API: the first active item of each list. */
export async function referenceIds(api: ApiClient): Promise<ReferenceIds> {
  const first = async (path: string) => {
    const items = acknowledged<{ id: number; active: boolean }[]>(await api.json('GET', path));
    const item = items?.find((candidate) => candidate.active);
    if (!item) throw new Error(`Nenhum item ativo em ${path}.`);
    return item.id;
  };
  return {
    documentType: await first('/documents_types'),
    evidenceType: await first('/maintenance-document-types/all'),
    maintenanceType: await first('/maintenance-types/all'),
    periodicity: await first('/maintenance-periodicities/all'),
    responsibleType: await first('/maintenance-responsible-types/all'),
  };
}

/** Opens while the API answers, closes while it is down; a worker whose request went unanswered waits on it. */
export class ServerGate {
  private opened: Promise<void> = Promise.resolve();
  private open_: () => void = () => {};
  api!: ApiClient;

  close() {
    this.opened = new Promise((resolve) => (this.open_ = resolve));
  }

  open(api: ApiClient) {
    this.api = api;
    this.open_();
  }

  whenOpen() {
    return this.opened;
  }
}

/** Executions are dated a few days apart from a start in the past, each after the last (the API refuses one before it). */
const PROGRAMME_DAYS_AGO = 240;
const DAYS_BETWEEN_EXECUTIONS = 6;
const EXECUTIONS_PER_MAINTENANCE = PROGRAMME_DAYS_AGO / DAYS_BETWEEN_EXECUTIONS - 1;
/** A worker moves on to a new condominium after this many steps in one. */
const STEPS_PER_CONDOMINIUM = 24;
const FAILURE_PAUSE_MS = 100;

interface Building {
  id: string;
  sindicos: string[];
  apartments: string[];
  maintenance: { id: string; executions: number } | null;
  steps: number;
}

/**
 * One of the concurrent writers: as the master, it fills condominiums with every module's records (a síndico first,
 * then apartments, moradores, documents, reforms with their papers, maintenances and executions with evidence),
 * and enters in the ledger each creation the API answered 2xx.
 */
export class Writer {
  private building: Building | null = null;
  private serial = 0;
  unanswered = 0;
  failed = 0;

  constructor(
    private readonly name: string,
    private readonly gate: ServerGate,
    private readonly ledger: Ledger,
    private readonly ids: ReferenceIds,
    private readonly random: Random,
    private readonly refusals: string[],
  ) {}

  async run(until: () => boolean) {
    while (!until()) {
      await this.gate.whenOpen();
      if (until()) return;
      try {
        await this.step();
      } catch (error) {
        if (!(error instanceof Unanswered)) throw error;
        this.unanswered += 1;
      }
    }
  }

  private get api() {
    return this.gate.api;
  }

  private label() {
    this.serial += 1;
    return `${this.name}-${this.serial}`;
  }

  private async step() {
    const building = this.building;
    if (!building || building.steps >= STEPS_PER_CONDOMINIUM) return this.createCondominium();
    building.steps += 1;
    if (building.sindicos.length === 0) return this.createSindico(building);
    if (building.apartments.length === 0) return this.createApartment(building);
    const step = this.random.pick(['apartment', 'morador', 'document', 'reform', 'execution', 'execution'] as const);
    if (step === 'apartment') return this.createApartment(building);
    if (step === 'morador') return this.createMorador(building);
    if (step === 'document') return this.createDocument(building);
    if (step === 'reform') return this.createReform(building);
    return building.maintenance && building.maintenance.executions < EXECUTIONS_PER_MAINTENANCE ? this.recordExecution(building, building.maintenance) : this.enableMaintenance(building);
  }

  /** Sends one creation; the data of its 2xx answer, or null (a 4xx is noted as a problem: the writer's bodies are valid). */
  private async create<T>(kind: RecordKind, send: () => Promise<Answer>): Promise<T | null> {
    this.ledger.wrote(kind);
    const answer = await send();
    const data = acknowledged<T>(answer);
    if (data === null && answer.status >= 500) {
      // The database is down (a crash round): a client waits a little before trying again.
      this.failed += 1;
      await delay(FAILURE_PAUSE_MS);
    } else if (data === null) {
      this.refusals.push(`${kind}: ${answer.status} ${answer.body?.message ?? ''}`);
    }
    return data;
  }

  private async createCondominium() {
    const label = this.label();
    const data = await this.create<{ uuid: string }>('condominium', () =>
      this.api.json('POST', '/condominium/store', {
        cnpj: generateCnpj(),
        corporate_name: `Condomínio Resiliência ${label} Ltda`,
        comercial_name: `Residencial ${label}`,
        ...PAULISTA_ADDRESS,
        number: '1000',
        units: 40,
        blocks: 2,
        plan: 'Premium',
      }),
    );
    if (!data) return;
    this.ledger.acknowledge({ kind: 'condominium', id: data.uuid });
    this.building = { id: data.uuid, sindicos: [], apartments: [], maintenance: null, steps: 0 };
  }

  private async createSindico(building: Building) {
    const email = `sindico.${this.label()}@resiliencia.zelo.test`;
    const data = await this.create<{ uuid: string }>('user', () => this.api.json('POST', '/users/store', { name: `Síndica ${email}`, email, type: 'sindico', condominiums: [building.id] }));
    if (!data) return;
    this.ledger.acknowledge({ kind: 'user', id: data.uuid, email, condominiumId: building.id, type: 'sindico', apartmentId: null, sindicosBefore: [] });
    building.sindicos.push(data.uuid);
  }

  private async createApartment(building: Building) {
    const data = await this.create<{ uuid: string }>('apartment', () => this.api.json('POST', '/apartments/store', { condominium: building.id, block: this.name, number: this.label() }));
    if (!data) return;
    this.ledger.acknowledge({ kind: 'apartment', id: data.uuid, condominiumId: building.id });
    building.apartments.push(data.uuid);
  }

  private async createMorador(building: Building) {
    const email = `morador.${this.label()}@resiliencia.zelo.test`;
    const apartmentId = this.random.pick(building.apartments);
    const sindicosBefore = [...building.sindicos];
    const data = await this.create<{ uuid: string }>('user', () =>
      this.api.json('POST', '/users/store', {
        name: `Morador ${email}`,
        email,
        type: 'morador',
        condominiums: [building.id],
        apartments: [{ apartment: apartmentId, relation: 'proprietario' }],
      }),
    );
    if (data) this.ledger.acknowledge({ kind: 'user', id: data.uuid, email, condominiumId: building.id, type: 'morador', apartmentId, sindicosBefore });
  }

  private async createDocument(building: Building) {
    const label = this.label();
    const bytes = samplePdf(`documento ${label}`, this.random.between(4, 256));
    const data = await this.create<{ uuid: string }>('document', () =>
      this.api.upload(
        '/documents/store',
        { condominium: building.id, title: `Regimento ${label}`, type: String(this.ids.documentType), visible_to_residents: 'true' },
        { field: 'file', name: `regimento-${label}.pdf`, bytes, contentType: 'application/pdf' },
      ),
    );
    if (data) this.ledger.acknowledge({ kind: 'document', id: data.uuid, condominiumId: building.id, sha256: sha256(bytes) });
  }

  private async uploadReformPaper(building: Building): Promise<string | null> {
    const label = this.label();
    const bytes = samplePdf(`plano ${label}`, this.random.between(4, 128));
    const data = await this.create<{ uuid: string }>('reform_attachment', () =>
      this.api.upload('/reforms/attachments', { condominium: building.id, kind: 'plan' }, { field: 'file', name: `plano-${label}.pdf`, bytes, contentType: 'application/pdf' }),
    );
    if (!data) return null;
    this.ledger.acknowledge({ kind: 'reform_attachment', id: data.uuid, condominiumId: building.id, sha256: sha256(bytes) });
    return data.uuid;
  }

  private async createReform(building: Building) {
    const attachmentId = await this.uploadReformPaper(building);
    if (!attachmentId) return;
    const today = productToday();
    const sindicosBefore = [...building.sindicos];
    const data = await this.create<{ uuid: string }>('reform', () =>
      this.api.json('POST', '/reforms/store', {
        apartment: this.random.pick(building.apartments),
        title: `Pintura ${this.label()}`,
        description: 'Pintura das paredes da sala e dos quartos.',
        categories: ['painting'],
        starts_on: addCalendarDays(today, 7),
        ends_on: addCalendarDays(today, 21),
        attachments: [attachmentId],
      }),
    );
    if (data) this.ledger.acknowledge({ kind: 'reform', id: data.uuid, condominiumId: building.id, attachmentIds: [attachmentId], sindicosBefore });
  }

  private async enableMaintenance(building: Building) {
    const activity = `Inspeção ${this.label()}`;
    const data = await this.create<{ uuid: string; activity: string }[]>('maintenance', () =>
      this.api.json('POST', `/maintenance/enable-dynamic-maintenance/${building.id}`, {
        maintenances: [
          {
            system: 'Sistema de resiliência',
            activity,
            type: this.ids.maintenanceType,
            periodicity: this.ids.periodicity,
            responsible_type: this.ids.responsibleType,
            starts_on: addCalendarDays(productToday(), -PROGRAMME_DAYS_AGO),
          },
        ],
      }),
    );
    const enabled = data?.find((item) => item.activity === activity);
    if (!enabled) return;
    this.ledger.acknowledge({ kind: 'maintenance', id: enabled.uuid, condominiumId: building.id });
    building.maintenance = { id: enabled.uuid, executions: 0 };
  }

  private async uploadEvidence(building: Building): Promise<string | null> {
    const label = this.label();
    const bytes = samplePdf(`nota fiscal ${label}`, this.random.between(4, 128));
    const data = await this.create<{ uuid: string }>('evidence', () =>
      this.api.upload(
        '/maintenance/evidence',
        { condominium: building.id, document_type: String(this.ids.evidenceType) },
        { field: 'file', name: `nota-${label}.pdf`, bytes, contentType: 'application/pdf' },
      ),
    );
    if (!data) return null;
    this.ledger.acknowledge({ kind: 'evidence', id: data.uuid, condominiumId: building.id, sha256: sha256(bytes) });
    return data.uuid;
  }

  private async recordExecution(building: Building, maintenance: { id: string; executions: number }) {
    const evidenceId = await this.uploadEvidence(building);
    if (!evidenceId) return;
    // Counted before sending: an execution committed but never answered already took its date.
    maintenance.executions += 1;
    const performedOn = addCalendarDays(productToday(), -PROGRAMME_DAYS_AGO + maintenance.executions * DAYS_BETWEEN_EXECUTIONS);
    const data = await this.create<{ uuid: string }>('execution', () =>
      this.api.json('POST', '/maintenance/store-by-condominium', {
        maintenance: maintenance.id,
        performed_on: performedOn,
        responsible_type: this.ids.responsibleType,
        company: 'Manutenções Resiliência Ltda',
        evidence: [evidenceId],
      }),
    );
    if (data) this.ledger.acknowledge({ kind: 'execution', id: data.uuid, maintenanceId: maintenance.id, performedOn, evidenceIds: [evidenceId] });
  }
}
