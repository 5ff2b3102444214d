import { http } from 'msw';
import { auditEndpoints, type AuditEntry } from '#contract/audit.ts';
import { mockUsers } from './fixtures.ts';
import { caller, page, reply, url } from './http-helpers.ts';

// The audit trail's rows (issue 25 §4) as contract-valid fixtures (see handlers.ts), newest first: a person's work,
// the system's (no actor), the platform's (no condominium), a kind of action the SPA has no name for.

const flores = { uuid: '7f4a1f7e-2f53-4b7e-9a59-3f2a8f1d0c11', comercial_name: 'Residencial Jardim das Flores' };
const actorOf = (type: 'master' | 'sindico') => ({ uuid: mockUsers[type].uuid, name: mockUsers[type].name, type });

export const mockAuditEntries: AuditEntry[] = [
  {
    id: 6,
    action: 'read-cpf',
    entity: 'user',
    entity_id: '0b7d3c52-6a0e-4f4e-8f1e-5d0f3b2a9c05',
    entity_label: 'Morador Pedro Lima',
    actor: actorOf('sindico'),
    condominium: flores,
    ip: '203.0.113.7',
    created_at: new Date('2025-03-14T13:45:00Z'),
  },
  {
    id: 5,
    action: 'approve',
    entity: 'reform',
    entity_id: '4e0f2a10-0000-4000-8000-000000000001',
    entity_label: 'Troca de piso da sala',
    actor: actorOf('sindico'),
    condominium: flores,
    ip: '203.0.113.7',
    created_at: new Date('2025-03-13T18:10:00Z'),
  },
  {
    id: 4,
    action: 'bulk-create',
    entity: 'apartment',
    entity_id: null,
    entity_label: null,
    actor: actorOf('master'),
    condominium: flores,
    ip: null,
    created_at: new Date('2025-03-12T11:00:00Z'),
  },
  {
    id: 3,
    action: 'rebuild-index',
    entity: 'search-words',
    entity_id: null,
    entity_label: null,
    actor: null,
    condominium: flores,
    ip: null,
    created_at: new Date('2025-03-11T06:00:00Z'),
  },
  {
    id: 2,
    action: 'send-access',
    entity: 'prospect',
    entity_id: '6a7b8c90-0000-4000-8000-000000000001',
    entity_label: 'Condomínio Solar',
    actor: actorOf('master'),
    condominium: null,
    ip: '198.51.100.20',
    created_at: new Date('2025-03-10T14:30:00Z'),
  },
];

export function auditHandlers() {
  return [
    http.get(url(auditEndpoints.listing), ({ request }) => {
      const user = caller(request);
      if (user instanceof Response) return user;
      return reply(auditEndpoints.listing, { data: page(request, mockAuditEntries) });
    }),
  ];
}
