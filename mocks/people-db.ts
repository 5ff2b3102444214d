import type { Apartment } from '#contract/apartments.ts';
import type { SessionUser } from '#contract/auth.ts';
import type { User } from '#contract/users.ts';
import { MOCK_PASSWORD, mockUsers } from './fixtures.ts';

const created = new Date('2025-01-15T12:00:00Z');
const condominium = { uuid: '7f4a1f7e-2f53-4b7e-9a59-3f2a8f1d0c11', comercial_name: 'Residencial Jardim das Flores' };

function createMockApartments(): Apartment[] {
  const apartment = (index: number, block: string, number: string, floor: number, residents: Apartment['residents'] = []): Apartment => ({
    uuid: `a1b2c3d4-0000-4000-8000-0000000000${String(index).padStart(2, '0')}`,
    condominium,
    block,
    number,
    floor,
    active: true,
    residents,
    created_at: created,
    updated_at: created,
  });
  return [
    apartment(1, 'Torre 1', '101', 1, [{ uuid: mockUsers.morador.uuid, name: mockUsers.morador.name, relation: 'proprietario' }]),
    apartment(2, 'Torre 1', '102', 1),
    apartment(3, 'Torre 2', '502', 5),
  ];
}

/** The demo accounts as the users module shows them, with the personal data only the allowed would see. */
function createMockPeople(apartments: Apartment[]): User[] {
  return Object.values(mockUsers).map((session, index) => ({
    uuid: session.uuid,
    name: session.name,
    email: session.email,
    type: session.type,
    active: true,
    cpf: ['12345678909', '23456789173', '34567891228', '45678912364', '56789123482'][index] ?? null,
    rg: null,
    mobile_phone: '11991234567',
    phone: null,
    profile_picture: null,
    condominiums: session.condominium.map(({ uuid, comercial_name }) => ({ uuid, comercial_name })),
    apartments:
      session.type === 'morador'
        ? [{ uuid: apartments[0]!.uuid, condominium_uuid: condominium.uuid, block: apartments[0]!.block, number: apartments[0]!.number, relation: 'proprietario' as const }]
        : [],
    in_other_condominiums: false,
    invitation_pending: false,
    created_at: created,
    updated_at: created,
  }));
}

/** What the mock server stores of people and apartments; every test starts from these again (resetMockDb). */
export const mockPeople: { users: User[]; apartments: Apartment[]; password: string } = { users: [], apartments: [], password: MOCK_PASSWORD };

export function resetMockPeople(): void {
  mockPeople.apartments = createMockApartments();
  mockPeople.users = createMockPeople(mockPeople.apartments);
}
resetMockPeople();

/** The session user as validate-token answers it: their current name and picture, as the profile changed them. */
export function currentSessionUser(session: SessionUser): SessionUser {
  const person = mockPeople.users.find((user) => user.uuid === session.uuid);
  return person ? { ...session, name: person.name, rel_user: { profile_picture: person.profile_picture } } : session;
}
