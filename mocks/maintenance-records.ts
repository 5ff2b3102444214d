import type { MaintenanceRecord } from '#contract/maintenance.ts';

type RecordIdentity = Pick<MaintenanceRecord, 'uuid' | 'maintenance' | 'condominium' | 'performed_on' | 'due_on' | 'responsible_type' | 'created_at'>;

/** An execution as the API lists it, every optional detail left empty: a test fills in the ones it is about. */
export function mockRecord(fields: RecordIdentity & Partial<MaintenanceRecord>): MaintenanceRecord {
  return { done_late: false, company: null, professional: null, art_number: null, cost_cents: null, notes: null, recorded_by: null, evidence: [], ...fields };
}
