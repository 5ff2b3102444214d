import type { SessionUser } from '#contract/auth.ts';
import type { City, State } from '#contract/common.ts';
import type { Condominium } from '#contract/condominiums.ts';
import type { CnpjData, ZipCodeData } from '#contract/external-services.ts';
import type { Notification } from '#contract/notifications.ts';
import type { Plan, PlanName } from '#contract/plans.ts';
import type { Prospect } from '#contract/prospects.ts';
import type { UserType } from '#contract/users.ts';
import { SOLAR_DAS_PALMEIRAS } from '#testing/sample-cnpj.ts';

/** The password every mock account accepts. */
export const MOCK_PASSWORD = 'senha-segura-123';
/** The only reset token the mock server accepts. */
export const VALID_RESET_TOKEN = 'reset-token-valido';
/** A CNPJ the mock server already knows (valid check digits). */
export const EXISTING_CNPJ = '11222333000181';
export const MOCK_VERSION = '1.0.0';

const condominium = {
  uuid: '7f4a1f7e-2f53-4b7e-9a59-3f2a8f1d0c11',
  comercial_name: 'Residencial Jardim das Flores',
  allowed_modules: ['dashboard', 'users', 'apartment', 'document', 'reforms', 'maintenance'],
  plan: { name: 'Premium', rank: 3 },
} satisfies SessionUser['condominium'][number];

function person(uuid: string, name: string, email: string, type: UserType, condominiums: SessionUser['condominium']): SessionUser {
  return { uuid, name, email, type, rel_user: { profile_picture: null }, condominium: condominiums };
}

/** Mirrors the server's demo accounts. */
export const mockUsers: Record<UserType, SessionUser> = {
  master: person('0b7d3c52-6a0e-4f4e-8f1e-5d0f3b2a9c01', 'Master Zelo', 'master@zelo.demo', 'master', []),
  sindico: person('0b7d3c52-6a0e-4f4e-8f1e-5d0f3b2a9c02', 'Síndico Carlos Almeida', 'sindico@zelo.demo', 'sindico', [condominium]),
  zelador: person('0b7d3c52-6a0e-4f4e-8f1e-5d0f3b2a9c03', 'Zelador José Ribeiro', 'zelador@zelo.demo', 'zelador', [condominium]),
  engenheiro: person('0b7d3c52-6a0e-4f4e-8f1e-5d0f3b2a9c04', 'Engenheira Ana Souza', 'engenheiro@zelo.demo', 'engenheiro', [condominium]),
  morador: person('0b7d3c52-6a0e-4f4e-8f1e-5d0f3b2a9c05', 'Beatriz Lima', 'morador1@zelo.demo', 'morador', [
    { ...condominium, allowed_modules: ['dashboard', 'document'], plan: { name: 'Basic', rank: 1 } },
  ]),
};

/** Each mock account's token is predictable, so tests can start signed in. */
export const tokenOf = (type: UserType) => `mock-token-${type}`;

export function userForToken(token: string | undefined): SessionUser | undefined {
  return Object.values(mockUsers).find((user) => tokenOf(user.type) === token);
}

export const mockNotifications: Notification[] = [
  {
    uuid: '5c1d6f0a-93b4-4a39-b0b1-1a2b3c4d5e01',
    route: '/user-profile',
    icon: null,
    title: 'Reforma aprovada',
    description: 'A reforma do apartamento 101 foi aprovada pelo síndico.',
    created_at: new Date('2025-03-14T13:45:00Z'),
  },
  {
    uuid: '5c1d6f0a-93b4-4a39-b0b1-1a2b3c4d5e02',
    route: null,
    icon: null,
    title: 'Novo documento',
    description: 'O regimento interno foi atualizado.',
    created_at: new Date('2025-03-10T09:05:00Z'),
  },
];

export const mockStates: State[] = [
  { id: 35, uf: 'SP', name: 'São Paulo' },
  { id: 33, uf: 'RJ', name: 'Rio de Janeiro' },
];

export const mockCities: City[] = [
  { id: 3550308, name: 'São Paulo', uf: 'SP' },
  { id: 3509502, name: 'Campinas', uf: 'SP' },
  { id: 3304557, name: 'Rio de Janeiro', uf: 'RJ' },
  { id: 3303302, name: 'Niterói', uf: 'RJ' },
];

export const mockPlans: Plan[] = [
  { uuid: '9d1c1a50-0000-4000-8000-000000000004', name: 'Premium', rank: 3, modules: ['dashboard', 'users', 'apartment', 'document', 'reforms', 'maintenance'] },
  { uuid: '9d1c1a50-0000-4000-8000-000000000001', name: 'Free', rank: 0, modules: ['dashboard'] },
  { uuid: '9d1c1a50-0000-4000-8000-000000000002', name: 'Basic', rank: 1, modules: ['dashboard', 'document'] },
  { uuid: '9d1c1a50-0000-4000-8000-000000000003', name: 'Special', rank: 2, modules: ['dashboard', 'document', 'reforms'] },
];

/** The CNPJ check digits (numeric or alphanumeric: each character counts as its code minus 48). */
function withCheckDigits(base: string): string {
  const digit = (body: string) => {
    const weights = body.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const sum = [...body].reduce((total, char, index) => total + (char.charCodeAt(0) - 48) * weights[index]!, 0);
    const rest = sum % 11;
    return rest < 2 ? '0' : String(11 - rest);
  };
  const first = digit(base);
  return base + first + digit(base + first);
}

const planOf = (name: PlanName) => ({ name, rank: mockPlans.find((plan) => plan.name === name)!.rank });
const modulesOf = (name: PlanName) => [...mockPlans.find((plan) => plan.name === name)!.modules];

function mockCondominium(index: number, comercialName: string, overrides: Partial<Condominium> = {}): Condominium {
  const created = new Date(Date.UTC(2025, 0, 1 + index, 12));
  return {
    uuid: `3c0e7a10-0000-4000-8000-${String(index).padStart(12, '0')}`,
    cnpj: withCheckDigits(`${String(10_000_000 + index * 7919).slice(0, 8)}0001`),
    corporate_name: `Condomínio ${comercialName}`,
    comercial_name: comercialName,
    email: `contato${index}@exemplo.com.br`,
    phone: '1133334444',
    mobile_phone: null,
    zip_code: '01310100',
    street: 'Avenida Paulista',
    number: String(100 + index),
    complement: null,
    neighborhood: 'Bela Vista',
    state: { id: 35, uf: 'SP', name: 'São Paulo' },
    city: { id: 3550308, name: 'São Paulo' },
    units: 40 + index,
    blocks: 1 + (index % 3),
    plan: planOf('Basic'),
    allowed_modules: modulesOf('Basic'),
    logo: null,
    active: true,
    created_at: created,
    updated_at: created,
    ...overrides,
  };
}

/** The síndico's condominium of the mock accounts, complete. */
export const mockOwnCondominium: Condominium = mockCondominium(0, condominium.comercial_name, {
  uuid: condominium.uuid,
  cnpj: withCheckDigits('459974180001'),
  corporate_name: 'Condomínio Residencial Jardim das Flores',
  email: 'contato@jardimdasflores.com.br',
  units: 120,
  blocks: 2,
  plan: planOf('Premium'),
  allowed_modules: modulesOf('Premium'),
});

const otherNames = [
  'Edifício Aurora',
  'Solar das Águas',
  'Parque das Árvores',
  'Vila Esperança',
  'Residencial Ipê Amarelo',
  'Torres do Mar',
  'Jardim Botânico',
  'Morada do Sol',
  'Edifício Copacabana',
  'Recanto Verde',
  'Bosque Imperial',
];

/** Twelve condominiums: two pages of ten. The first other one holds EXISTING_CNPJ; the last is inactive. */
export function createMockCondominiums(): Condominium[] {
  return [
    { ...mockOwnCondominium },
    ...otherNames.map((name, index) =>
      mockCondominium(index + 1, name, {
        ...(index === 0 && { cnpj: EXISTING_CNPJ, plan: planOf('Premium'), allowed_modules: modulesOf('Premium') }),
        ...(name === 'Edifício Copacabana' && { state: { id: 33, uf: 'RJ', name: 'Rio de Janeiro' }, city: { id: 3304557, name: 'Rio de Janeiro' } }),
        ...(index === otherNames.length - 1 && { active: false }),
      }),
    ),
  ];
}

/** A CNPJ the mock lookup knows (valid check digits), and what it answers (title-cased, as the server does). */
export const LOOKUP_CNPJ = '45723174000110';
export const mockCnpjData: CnpjData = { cnpj: LOOKUP_CNPJ, ...SOLAR_DAS_PALMEIRAS };
/** A valid CNPJ the lookup service does not know, and one for which it is down. */
export const UNKNOWN_CNPJ = '19131243000197';
export const UNAVAILABLE_CNPJ = '33000167000101';

/** CEPs the mock lookup knows, one unknown and one for which the service is down. */
export const mockZipCodes: Record<string, ZipCodeData> = {
  '20040002': {
    zip_code: '20040002',
    street: 'Rua da Assembleia',
    neighborhood: 'Centro',
    city: 'Rio de Janeiro',
    city_id: 3304557,
    uf: 'RJ',
    state_id: 33,
  },
  '01310100': {
    zip_code: '01310100',
    street: 'Avenida Paulista',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    city_id: 3550308,
    uf: 'SP',
    state_id: 35,
  },
};
export const UNKNOWN_ZIP_CODE = '99999000';
export const UNAVAILABLE_ZIP_CODE = '88888000';

function mockProspect(index: number, name: string, condominiumName: string, overrides: Partial<Prospect> = {}): Prospect {
  const created = new Date(Date.UTC(2025, 1, index, 15, 30));
  return {
    uuid: `6a7b8c90-0000-4000-8000-${String(index).padStart(12, '0')}`,
    name,
    email: `${name.split(' ')[0]!.toLowerCase()}@exemplo.com.br`,
    phone: '11912345678',
    condominium_name: condominiumName,
    cnpj: withCheckDigits(`${String(20_000_000 + index * 104_729).slice(0, 8)}0001`),
    units: 30 + index,
    message: null,
    active: true,
    access_sent_at: null,
    condominium_uuid: null,
    created_at: created,
    updated_at: created,
    ...overrides,
  };
}

/** Three access requests: one waiting, one whose access was sent, one archived (inactive). */
export function createMockProspects(): Prospect[] {
  return [
    mockProspect(3, 'Marta Figueiredo', 'Condomínio Solar', { message: 'Gostaríamos de conhecer o sistema.' }),
    mockProspect(2, 'Paulo Andrade', 'Edifício Horizonte', {
      access_sent_at: new Date('2025-02-10T18:00:00Z'),
      condominium_uuid: '3c0e7a10-0000-4000-8000-000000000099',
    }),
    mockProspect(1, 'Renata Lopes', 'Residencial Primavera', { active: false }),
  ];
}
