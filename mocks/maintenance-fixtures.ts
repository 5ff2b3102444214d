import type { CatalogActivity, EnabledMaintenance, MaintenanceRecord, Periodicity, ReferenceItem } from '#contract/maintenance.ts';

// The maintenance module's fixtures: the reference lists and the catalogue as the seed has them, and no programme
// (a test enables the maintenances it is about, with their executions, through mockDb.maintenance).

const preventiva = { id: 1, name: 'Preventiva' };
const semanal = { id: 2, name: 'Semanal', interval_unit: 'day', interval_amount: 7 } as const;
const mensal = { id: 4, name: 'Mensal', interval_unit: 'month', interval_amount: 1 } as const;
const semestral = { id: 7, name: 'Semestral', interval_unit: 'month', interval_amount: 6 } as const;
const anual = { id: 8, name: 'Anual', interval_unit: 'month', interval_amount: 12 } as const;
const especializada = { id: 1, name: 'Empresa especializada' };
const local = { id: 3, name: 'Equipe de manutenção local' };

const active = <T>(item: T) => ({ ...item, active: true });

const activity = (id: number, system: string, name: string, periodicity: CatalogActivity['periodicity'], responsible: CatalogActivity['responsible_type'], extra: Partial<CatalogActivity> = {}): CatalogActivity => ({
  id,
  system,
  activity: name,
  type: preventiva,
  periodicity,
  responsible_type: responsible,
  affects_residents: false,
  active: true,
  ...extra,
});

export interface MaintenanceStore {
  types: ReferenceItem[];
  periodicities: Periodicity[];
  responsibleTypes: ReferenceItem[];
  documentTypes: ReferenceItem[];
  catalog: CatalogActivity[];
  /** The enabled maintenances of every condominium: the programme listing, a condominium's list, a maintenance's page. */
  programme: EnabledMaintenance[];
  /** The executions: the executions listing, and a maintenance's page lists its own. */
  records: MaintenanceRecord[];
}

export const createMockMaintenance = (): MaintenanceStore => ({
  types: [active(preventiva), active({ id: 2, name: 'Corretiva' })],
  periodicities: [semanal, mensal, semestral, anual].map(active),
  responsibleTypes: [especializada, { id: 2, name: 'Empresa capacitada' }, local].map(active),
  documentTypes: [active({ id: 1, name: 'Laudo' }), active({ id: 2, name: 'Nota fiscal' }), active({ id: 5, name: 'Foto do serviço' })],
  catalog: [
    activity(1, 'Reservatórios de água', 'Limpeza da caixa d’água', semestral, especializada, { affects_residents: true }),
    activity(2, 'Reservatórios de água', 'Inspeção das boias', mensal, local),
    activity(3, 'Combate a incêndio', 'Recarga dos extintores', anual, especializada),
    activity(4, 'Combate a incêndio', 'Atividade retirada do catálogo', anual, especializada, { active: false }),
  ],
  programme: [],
  records: [],
});

type RecordIdentity = Pick<MaintenanceRecord, 'uuid' | 'maintenance' | 'condominium' | 'performed_on' | 'due_on' | 'responsible_type' | 'created_at'>;

/** An execution as the API lists it, every optional detail left empty: a test fills in the ones it is about. */
export function mockRecord(fields: RecordIdentity & Partial<MaintenanceRecord>): MaintenanceRecord {
  return { done_late: false, company: null, professional: null, art_number: null, cost_cents: null, notes: null, recorded_by: null, evidence: [], ...fields };
}
