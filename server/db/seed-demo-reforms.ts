import { apartmentLabel } from '#contract/apartments.ts';
import { addCalendarDays, productToday } from '#contract/calendar.ts';
import type { FileStorage } from '#server/adapters/storage/file-storage.ts';
import { notifyUsers } from '#server/modules/notifications/notifications.service.ts';
import type { Transaction } from './client.ts';
import { reformAttachments, reformEvents, reforms } from './schema.ts';
import { demoPdf } from './seed-demo-documents.ts';

/** Who the demo reform involves: the morador who asks, her apartment, and the síndico and engenheira who decide. */
export interface DemoReformPeople {
  condominiumId: string;
  apartment: { id: string; block: string; number: string };
  requesterId: string;
  deciderIds: string[];
}

export const DEMO_REFORM_TITLE = 'Troca do quadro elétrico';

/**
 * One reform waiting for analysis, as a morador's request leaves it (reforms.service.ts createReform): the work, its
 * professional and ART, the ART as a real PDF through the storage adapter, its 'submit' step, and the notice to the
 * síndico and the engenheira. The file goes first: if the transaction fails, the sweep at the next start removes it.
 */
export async function seedDemoReforms(tx: Transaction, storage: FileStorage, people: DemoReformPeople) {
  const { condominiumId, apartment, requesterId, deciderIds } = people;
  const startsOn = addCalendarDays(productToday(), 14);
  const [reform] = await tx
    .insert(reforms)
    .values({
      condominiumId,
      apartmentId: apartment.id,
      requesterId,
      title: DEMO_REFORM_TITLE,
      description: 'Troca do quadro de distribuição por um novo, com disjuntores termomagnéticos e DR, e identificação dos circuitos.',
      categories: ['electrical'],
      startsOn,
      endsOn: addCalendarDays(startsOn, 3),
      professionalName: 'Eng. Paula Reis',
      professionalRegistry: 'CREA-SP 5062345678',
      artNumber: 'ART 28027230251234567',
      company: 'Reis Instalações Elétricas Ltda',
      workers: [
        { name: 'Marcos Pereira', document: null },
        { name: 'Luiz Santos', document: null },
      ],
    })
    .returning({ id: reforms.id });

  const art = demoPdf(`ART 28027230251234567 - ${DEMO_REFORM_TITLE}`);
  const stored = await storage.put(`reforms/${condominiumId}`, art, { contentType: 'application/pdf', extension: 'pdf' });
  await tx.insert(reformAttachments).values({
    condominiumId,
    reformId: reform!.id,
    kind: 'art',
    storageKey: stored.key,
    fileName: 'ART quadro elétrico.pdf',
    contentType: 'application/pdf',
    size: art.length,
    uploadedBy: requesterId,
  });
  await tx.insert(reformEvents).values({ condominiumId, reformId: reform!.id, action: 'submit', fromStatus: null, toStatus: 'pending', actorId: requesterId });
  await notifyUsers(
    tx,
    deciderIds,
    {
      title: 'Nova reforma para análise',
      description: `"${DEMO_REFORM_TITLE}" (apartamento ${apartmentLabel(apartment)}) aguarda análise.`,
      route: `/reforms-register?reform=${reform!.id}`,
      icon: 'hammer',
    },
    condominiumId,
  );
}
