import { http } from 'msw';
import type { z } from 'zod';
import { dashboardEndpoints, type ApartmentsBlock, type CondominiumBlock, type MaintenancesBlock, type ProspectsBlock, type ReformsBlock, type UsersBlock } from '#contract/dashboard.ts';
import { caller, reply, url } from './http-helpers.ts';

// The dashboard's six blocks (SPEC §7) as contract-valid fixtures (see handlers.ts): master gets the platform's
// condominium block, the others their condominiums'; no access rules — a test that needs a refusal says so.

const flores = { uuid: '7f4a1f7e-2f53-4b7e-9a59-3f2a8f1d0c11', comercial_name: 'Residencial Jardim das Flores' };

export const mockDashboard = {
  platform: {
    scope: 'platform',
    by_plan: [
      { plan: 'Free', count: 1200 },
      { plan: 'Basic', count: 310 },
      { plan: 'Special', count: 45 },
      { plan: 'Premium', count: 7 },
    ],
    by_status: { active: 1500, inactive: 62 },
    new_per_month: ['2024-07', '2024-08', '2024-09', '2024-10', '2024-11', '2024-12', '2025-01', '2025-02', '2025-03', '2025-04', '2025-05', '2025-06'].map(
      (month, index) => ({ month, count: index * 3 }),
    ),
  },
  condominiums: {
    scope: 'condominiums',
    condominiums: [flores],
    documents_expiring: [
      {
        uuid: 'd0c00000-0000-4000-8000-000000000001',
        title: 'AVCB',
        type: 'Alvará',
        condominium: flores,
        valid_until: '2025-06-20',
        validity: 'expiring',
        created_at: '2024-06-20T12:00:00Z',
      },
    ],
    new_documents: [
      {
        uuid: 'd0c00000-0000-4000-8000-000000000002',
        title: 'Regimento interno 2025',
        type: 'Regimento',
        condominium: flores,
        valid_until: null,
        validity: null,
        created_at: '2025-06-01T12:00:00Z',
      },
    ],
  },
  prospects: {
    waiting: 12,
    oldest: [{ uuid: 'b0000000-0000-4000-8000-000000000001', name: 'Marina Costa', condominium_name: 'Edifício Aurora', created_at: '2025-05-02T10:00:00Z' }],
  },
  reforms: {
    by_status: { pending: 3, approved: 2, disapproved: 1, finished: 4 },
    awaiting_decision: [
      {
        uuid: 'ae000000-0000-4000-8000-000000000001',
        title: 'Troca do quadro elétrico',
        status: 'pending',
        apartment: 'A 101',
        condominium: flores,
        created_at: '2025-06-03T09:00:00Z',
      },
    ],
    own: [
      {
        uuid: 'ae000000-0000-4000-8000-000000000002',
        title: 'Troca do piso da sala',
        status: 'approved',
        apartment: 'A 101',
        condominium: flores,
        created_at: '2025-05-03T09:00:00Z',
      },
    ],
  },
  apartments: { total: 48, with_residents: 40, without_residents: 8 },
  users: { total: 57, by_type: { master: 0, sindico: 1, zelador: 2, engenheiro: 1, morador: 53 } },
  maintenances: {
    by_status: { overdue: 1, due_soon: 2, done_late: 0, up_to_date: 9 },
    overdue: [
      {
        uuid: 'ee000000-0000-4000-8000-000000000001',
        system: 'Instalações hidráulicas',
        activity: 'Limpeza da caixa d’água',
        condominium: flores,
        next_due_on: '2025-05-30',
        status: 'overdue',
      },
    ],
    next_30_days: [
      {
        uuid: 'ee000000-0000-4000-8000-000000000002',
        system: 'Elevadores',
        activity: 'Manutenção preventiva dos elevadores',
        condominium: flores,
        next_due_on: '2025-06-20',
        status: 'due_soon',
      },
      // Due within 30 days but not yet inside its warning window: em dia (issue 23, the card and the chart differ).
      {
        uuid: 'ee000000-0000-4000-8000-000000000004',
        system: 'Gerador',
        activity: 'Teste de carga do gerador',
        condominium: flores,
        next_due_on: '2025-06-25',
        status: 'up_to_date',
      },
    ],
    by_month: ['2025-01', '2025-02', '2025-03', '2025-04', '2025-05', '2025-06'].map((month, index) => ({ month, performed: index, due: 1 + index })),
    affecting_residents: [
      {
        uuid: 'ee000000-0000-4000-8000-000000000003',
        system: 'Instalações hidráulicas',
        activity: 'Limpeza da caixa d’água',
        condominium: flores,
        next_due_on: '2025-06-25',
        status: 'due_soon',
      },
    ],
  },
} satisfies {
  platform: CondominiumBlock;
  condominiums: CondominiumBlock;
  prospects: ProspectsBlock;
  reforms: ReformsBlock;
  apartments: ApartmentsBlock;
  users: UsersBlock;
  maintenances: MaintenancesBlock;
};

export function dashboardHandlers() {
  const { condominium, prospects, reforms, apartments, users, maintenances } = dashboardEndpoints;
  const answer = <E extends (typeof dashboardEndpoints)[keyof typeof dashboardEndpoints]>(endpoint: E, body: z.output<E['response']>) =>
    http.get(url(endpoint), ({ request }) => {
      const who = caller(request);
      return who instanceof Response ? who : reply(endpoint, body);
    });
  return [
    http.get(url(condominium), ({ request }) => {
      const who = caller(request);
      if (who instanceof Response) return who;
      return reply(condominium, { data: who.type === 'master' ? mockDashboard.platform : mockDashboard.condominiums });
    }),
    answer(prospects, { data: mockDashboard.prospects }),
    answer(reforms, { data: mockDashboard.reforms }),
    answer(apartments, { data: mockDashboard.apartments }),
    answer(users, { data: mockDashboard.users }),
    answer(maintenances, { data: mockDashboard.maintenances }),
  ];
}
