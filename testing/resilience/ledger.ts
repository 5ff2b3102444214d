/** Every kind of record the writer creates through the API. */
export const RECORD_KINDS = ['condominium', 'user', 'apartment', 'document', 'reform_attachment', 'reform', 'maintenance', 'evidence', 'execution'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/** What the writer knows of a record the API acknowledged: enough to check it whole at the end. */
export type AcknowledgedRecord =
  | { kind: 'condominium'; id: string }
  | { kind: 'user'; id: string; email: string; condominiumId: string; type: 'sindico' | 'morador'; apartmentId: string | null; sindicosBefore: string[] }
  | { kind: 'apartment'; id: string; condominiumId: string }
  | { kind: 'document'; id: string; condominiumId: string; sha256: string }
  | { kind: 'reform_attachment'; id: string; condominiumId: string; sha256: string }
  | { kind: 'reform'; id: string; condominiumId: string; attachmentIds: string[]; sindicosBefore: string[] }
  | { kind: 'maintenance'; id: string; condominiumId: string }
  | { kind: 'evidence'; id: string; condominiumId: string; sha256: string }
  | { kind: 'execution'; id: string; maintenanceId: string; performedOn: string; evidenceIds: string[] };

/** The writer's books: how many creations were sent, and each one the API answered 2xx, by kind. */
export class Ledger {
  readonly written = new Map<RecordKind, number>(RECORD_KINDS.map((kind) => [kind, 0]));
  readonly records: AcknowledgedRecord[] = [];

  wrote(kind: RecordKind) {
    this.written.set(kind, this.written.get(kind)! + 1);
  }

  acknowledge(record: AcknowledgedRecord) {
    this.records.push(record);
  }

  of<K extends RecordKind>(kind: K): Extract<AcknowledgedRecord, { kind: K }>[] {
    return this.records.filter((record): record is Extract<AcknowledgedRecord, { kind: K }> => record.kind === kind);
  }
}
