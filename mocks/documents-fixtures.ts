import { addCalendarDays, productToday } from '#contract/calendar.ts';
import type { DocumentDetails, DocumentType } from '#contract/documents.ts';

// The documents register's fixtures: its types and a document with two versions of its file.

const condominium = { uuid: '3f8a1c52-6b1e-4d2a-9c11-0a1b2c3d4e5f', comercial_name: 'Residencial Jardim das Flores' };

const version = (number: number, file_name: string) => ({
  uuid: `7d1c0e7a-0000-4000-8000-00000000000${number}`,
  number,
  file_name,
  content_type: 'application/pdf',
  size: 2048,
  path: `documents/${condominium.uuid}/versao-${number}.pdf`,
  author: { uuid: '0b6c6c1e-1111-4a8e-9a41-0a1b2c3d4e5f', name: 'Carlos Almeida' },
  created_at: new Date('2026-11-20T13:30:00Z'),
});

export const mockDocumentTypes: DocumentType[] = [
  { id: 1, name: 'Convenção do condomínio', expires: false, active: true },
  { id: 5, name: 'AVCB (Auto de Vistoria do Corpo de Bombeiros)', expires: true, active: true },
];

/** The fire certificate, due ten days from today, in its second version. */
export const mockAvcb: DocumentDetails = {
  uuid: '5a0f8d4e-2c3b-4a1d-9e8f-7a6b5c4d3e2f',
  condominium,
  title: 'AVCB torre A',
  type: { id: 5, name: 'AVCB (Auto de Vistoria do Corpo de Bombeiros)', expires: true },
  description: 'Renovado em 2025',
  valid_until: addCalendarDays(productToday(), 10),
  validity: 'expiring',
  visible_to_residents: true,
  active: true,
  file: version(2, 'avcb-2025.pdf'),
  versions: [version(2, 'avcb-2025.pdf'), version(1, 'avcb-2024.pdf')],
  created_at: new Date('2026-01-10T12:00:00Z'),
  updated_at: new Date('2026-11-20T13:30:00Z'),
};

export const createMockDocuments = (): DocumentDetails[] => [mockAvcb];
