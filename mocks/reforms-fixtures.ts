import type { ReformDetails } from '#contract/reforms.ts';

// The reforms' fixture: a morador's request, waiting for the síndico (a test changes its step with mockDb.reforms).

/** An electrical work with its professional and ART, pending since it was sent. */
export const mockReform: ReformDetails = {
  uuid: '9b2f6c1e-4d3a-4b8e-9f1a-2c3d4e5f6a7b',
  condominium: { uuid: '3f8a1c52-6b1e-4d2a-9c11-0a1b2c3d4e5f', comercial_name: 'Residencial Jardim das Flores' },
  apartment: { uuid: '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d', block: 'Torre 1', number: '101' },
  requester: { uuid: '0b6c6c1e-2222-4a8e-9a41-0a1b2c3d4e5f', name: 'Beatriz Lima' },
  title: 'Troca do quadro elétrico',
  description: 'Quadro novo com DR.',
  categories: ['electrical'],
  starts_on: '2026-12-01',
  ends_on: '2026-12-05',
  professional_name: 'Eng. Paula Reis',
  professional_registry: 'CREA-SP 123456',
  art_number: 'ART 2026-0001',
  company: null,
  workers: [],
  status: 'pending',
  active: true,
  disapproval_reason: null,
  actions: ['inactivate', 'approve', 'disapprove'],
  created_at: new Date('2026-11-20T13:00:00Z'),
  updated_at: new Date('2026-11-20T13:00:00Z'),
  attachments: [],
  history: [{ action: 'submit', from_status: null, to_status: 'pending', reason: null, by: { uuid: '0b6c6c1e-2222-4a8e-9a41-0a1b2c3d4e5f', name: 'Beatriz Lima' }, at: new Date('2026-11-20T13:00:00Z') }],
};

export const createMockReforms = (): ReformDetails[] => [mockReform];
