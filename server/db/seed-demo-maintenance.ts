import { and, eq, inArray } from 'drizzle-orm';
import { addCalendarDays, productToday, type CalendarDay } from '#contract/calendar.ts';
import { defaultDueSoonDays, nextDueDate, type Interval } from '#contract/maintenance-schedule.ts';
import type { FileStorage } from '#server/adapters/storage/file-storage.ts';
import { newPublicId } from '#server/modules/maintenance/programme.service.ts';
import type { Transaction } from './client.ts';
import { condominiumMaintenances, maintenanceCatalog, maintenanceDocumentTypes, maintenanceEvidence, maintenancePeriodicities, maintenanceRecords, maintenanceResponsibleTypes } from './schema.ts';
import { demoPdf } from './seed-demo-documents.ts';

/** An execution of the demo programme, as the zelador recorded it. */
interface DemoExecution {
  /** Days before today. */
  daysAgo: number;
  responsible: string;
  company: string | null;
  professional: string | null;
  costCents: number | null;
  notes: string;
  /** The paper kept as evidence, stored as a real PDF. */
  evidence?: { documentType: string; fileName: string; title: string };
}

interface DemoMaintenance {
  /** The catalogue activity, by its name (migration 0011). */
  activity: string;
  /** The first due date, in days from today. */
  startsIn: number;
  execution?: DemoExecution;
}

/**
 * The demo condominium's programme, so that today one activity is overdue (the extinguishers), one is due soon (the
 * SPDA), and the rest are up to date, two of them because the zelador recorded their last execution. The other
 * catalogue activities stay off: the maintenance e2e spec enables some of them for this condominium itself.
 */
export const DEMO_MAINTENANCES: readonly DemoMaintenance[] = [
  {
    activity: "Limpeza e desinfecção da caixa d'água e cisternas",
    startsIn: -120,
    execution: {
      daysAgo: 120,
      responsible: 'Empresa especializada',
      company: 'Aqua Pura Limpeza de Reservatórios Ltda',
      professional: 'Marcelo Antunes',
      costCents: 185000,
      notes: 'Limpeza e desinfecção dos dois reservatórios superiores e da cisterna; água liberada no mesmo dia.',
      evidence: { documentType: 'Certificado', fileName: 'Certificado de limpeza da caixa d’água.pdf', title: "Certificado de limpeza da caixa d'agua" },
    },
  },
  { activity: 'Inspeção dos extintores (lacre, manômetro e validade)', startsIn: -12 },
  { activity: 'Manutenção preventiva dos elevadores', startsIn: 20 },
  {
    activity: 'Partida semanal do gerador',
    startsIn: -2,
    execution: {
      daysAgo: 2,
      responsible: 'Equipe de manutenção local',
      company: null,
      professional: 'Zelador José Ribeiro',
      costCents: null,
      notes: 'Gerador partiu na primeira tentativa e funcionou 15 minutos em vazio; nível de óleo e diesel conferidos.',
    },
  },
  { activity: 'Inspeção do SPDA (para-raios)', startsIn: 10 },
  { activity: 'Dedetização e desratização das áreas comuns', startsIn: 75 },
];

export interface DemoMaintenancePeople {
  condominiumId: string;
  /** The zelador, who recorded the executions. */
  recorderId: string;
}

/** The id of each name of a reference list, failing loudly when the migrations did not create it. */
function byName(rows: { id: number; name: string }[]) {
  const ids = new Map(rows.map((row) => [row.name, row.id]));
  return (name: string) => {
    const id = ids.get(name);
    if (id === undefined) throw new Error(`"${name}" não está nas listas de manutenção: aplique as migrações antes.`);
    return id;
  };
}

/**
 * Enables the demo programme and records its past executions as `recordExecution` leaves them (the execution
 * answers the due date of its day, and the next one counts from the day it was performed). With a storage, the
 * caixa d'água's certificate is a real PDF in it; the file goes first, and if the transaction fails the sweep of
 * unclaimed evidence removes it.
 */
export async function seedDemoMaintenance(tx: Transaction, storage: FileStorage | undefined, people: DemoMaintenancePeople) {
  const today = productToday();
  const c = maintenanceCatalog;
  const catalog = await tx
    .select({
      id: c.id,
      system: c.system,
      activity: c.activity,
      typeId: c.typeId,
      periodicityId: c.periodicityId,
      responsibleTypeId: c.responsibleTypeId,
      affectsResidents: c.affectsResidents,
      unit: maintenancePeriodicities.intervalUnit,
      amount: maintenancePeriodicities.intervalAmount,
    })
    .from(c)
    .innerJoin(maintenancePeriodicities, eq(maintenancePeriodicities.id, c.periodicityId))
    .where(and(inArray(c.activity, DEMO_MAINTENANCES.map((item) => item.activity)), eq(c.active, true)));
  const responsibleId = byName(await tx.select({ id: maintenanceResponsibleTypes.id, name: maintenanceResponsibleTypes.name }).from(maintenanceResponsibleTypes));
  const documentTypeId = byName(await tx.select({ id: maintenanceDocumentTypes.id, name: maintenanceDocumentTypes.name }).from(maintenanceDocumentTypes));

  for (const item of DEMO_MAINTENANCES) {
    const activity = catalog.find((row) => row.activity === item.activity);
    if (!activity) throw new Error(`A atividade "${item.activity}" não está no catálogo: aplique as migrações antes.`);
    const interval: Interval = { unit: activity.unit, amount: activity.amount };
    const startsOn = addCalendarDays(today, item.startsIn);
    const performedOn: CalendarDay | null = item.execution ? addCalendarDays(today, -item.execution.daysAgo) : null;
    const [maintenance] = await tx
      .insert(condominiumMaintenances)
      .values({
        condominiumId: people.condominiumId,
        catalogId: activity.id,
        system: activity.system,
        activity: activity.activity,
        typeId: activity.typeId,
        periodicityId: activity.periodicityId,
        responsibleTypeId: activity.responsibleTypeId,
        startsOn,
        dueSoonDays: defaultDueSoonDays(interval),
        affectsResidents: activity.affectsResidents,
        publicId: newPublicId(),
        lastPerformedOn: performedOn,
        lastDoneLate: performedOn !== null && performedOn > startsOn,
        nextDueOn: nextDueDate({ startsOn, lastPerformedOn: performedOn, interval }),
      })
      .returning({ id: condominiumMaintenances.id });
    if (item.execution && performedOn) {
      await recordDemoExecution(tx, storage, people, { maintenanceId: maintenance!.id, dueOn: startsOn, performedOn }, item.execution, {
        responsibleTypeId: responsibleId(item.execution.responsible),
        documentTypeId: item.execution.evidence ? documentTypeId(item.execution.evidence.documentType) : null,
      });
    }
  }
}

async function recordDemoExecution(
  tx: Transaction,
  storage: FileStorage | undefined,
  people: DemoMaintenancePeople,
  when: { maintenanceId: string; dueOn: CalendarDay; performedOn: CalendarDay },
  execution: DemoExecution,
  ids: { responsibleTypeId: number; documentTypeId: number | null },
) {
  const [record] = await tx
    .insert(maintenanceRecords)
    .values({
      condominiumId: people.condominiumId,
      maintenanceId: when.maintenanceId,
      performedOn: when.performedOn,
      dueOn: when.dueOn,
      doneLate: when.performedOn > when.dueOn,
      responsibleTypeId: ids.responsibleTypeId,
      company: execution.company,
      professional: execution.professional,
      costCents: execution.costCents,
      notes: execution.notes,
      recordedBy: people.recorderId,
    })
    .returning({ id: maintenanceRecords.id });
  if (!storage || !execution.evidence || ids.documentTypeId === null) return;
  const bytes = demoPdf(execution.evidence.title);
  // The prefix the evidence uploads use (executions.service.ts evidenceFiles).
  const stored = await storage.put(`maintenance/${people.condominiumId}`, bytes, { contentType: 'application/pdf', extension: 'pdf' });
  await tx.insert(maintenanceEvidence).values({
    condominiumId: people.condominiumId,
    recordId: record!.id,
    documentTypeId: ids.documentTypeId,
    storageKey: stored.key,
    fileName: execution.evidence.fileName,
    contentType: 'application/pdf',
    size: bytes.length,
    uploadedBy: people.recorderId,
  });
}
