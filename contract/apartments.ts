import { z } from 'zod';
import {
  dataEnvelope,
  dateTime,
  idParams,
  listingEndpoint,
  optionalText,
  positiveCount,
  requiredText,
  statusListingQuery,
  uuidParam,
  uuidParams,
  wholeNumber,
} from './common.ts';
import { defineEndpoints } from './endpoint.ts';
import { residentRelation } from './users.ts';

export const APARTMENT_ALREADY_EXISTS_MESSAGE = 'Este apartamento já possui cadastro no sistema.';

/** Floors run from the lowest basement to the tallest Brazilian towers, with room to spare. */
export const LOWEST_FLOOR = -10;
export const HIGHEST_FLOOR = 200;

const floorMessages = { missing: 'Informe o andar.', invalid: 'O andar deve ser um número inteiro.' };
const floorNumber = wholeNumber(floorMessages).pipe(
  z.number().min(LOWEST_FLOOR, `O andar deve ser no mínimo ${LOWEST_FLOOR}.`).max(HIGHEST_FLOOR, `O andar deve ser no máximo ${HIGHEST_FLOOR}.`),
);

/**
 * One apartment. The block (or tower) may be empty for a condominium of a single building; block and number are
 * unique within a condominium, compared without case and surrounding spaces (a database constraint).
 */
export const apartmentForm = z.strictObject({
  condominium: uuidParam,
  block: optionalText(40, 'Bloco muito longo.'),
  number: requiredText('Informe o número do apartamento.', 20, 'Número muito longo.'),
  floor: floorNumber.nullish().or(z.literal('').transform(() => null)),
});
export type ApartmentForm = z.input<typeof apartmentForm>;

const condominiumRef = z.object({ uuid: z.uuid(), comercial_name: z.string() });
const resident = z.object({ uuid: z.uuid(), name: z.string(), relation: residentRelation });

export const apartment = z.object({
  uuid: z.uuid(),
  condominium: condominiumRef,
  /** '' when the condominium has a single building. */
  block: z.string(),
  number: z.string(),
  floor: z.number().int().nullable(),
  active: z.boolean(),
  residents: z.array(resident),
  created_at: dateTime,
  updated_at: dateTime,
}).meta({ id: 'Apartment' });
export type Apartment = z.output<typeof apartment>;

export const apartmentListItem = apartment;
export type ApartmentListItem = Apartment;

/** One option of an apartment select (`GET /apartments/get-by-condominium/{id}`): the active ones. */
export const apartmentOption = z.object({ uuid: z.uuid(), block: z.string(), number: z.string(), floor: z.number().int().nullable() });
export type ApartmentOption = z.output<typeof apartmentOption>;

/** `?include=inactive`: the inactive apartments too (a new building's preview, whose numbers must not clash with any). */
export const apartmentOptionsQuery = z.object({ include: z.enum(['inactive'], { error: 'Valor de include inválido.' }).optional() });

/** Whether two apartments are the same unit: block and number in any case, as the database's unique index says. */
export const sameApartment = (a: { block: string; number: string }, b: { block: string; number: string }) =>
  a.block.toLowerCase() === b.block.toLowerCase() && a.number.toLowerCase() === b.number.toLowerCase();

/** "A-101", or "101" without a block. */
export const apartmentLabel = (apartment: { block: string; number: string }) => (apartment.block ? `${apartment.block}-${apartment.number}` : apartment.number);

export const apartmentsListingQuery = statusListingQuery.extend({
  /** One of the caller's condominiums (the master: any). */
  condominium: uuidParam.optional(),
});

// Bulk creation of a new building: blocks × floors × units per floor, numbered by a pattern.

export const BULK_MAX_APARTMENTS = 2_000;

/** How blocks are named: A, B, C…; Torre 1, Torre 2…; 1, 2, 3…; or a single unnamed building. */
export const BLOCK_NAMINGS = ['letters', 'towers', 'numbers', 'none'] as const;
export const blockNamingLabels: Record<(typeof BLOCK_NAMINGS)[number], string> = {
  letters: 'Letras (A, B, C…)',
  towers: 'Torres (Torre 1, Torre 2…)',
  numbers: 'Números (1, 2, 3…)',
  none: 'Prédio único, sem bloco',
};

/** floor_unit: the floor followed by the unit in two digits (101, 102… 1201); sequential: 1, 2, 3… in each block. */
export const NUMBERINGS = ['floor_unit', 'sequential'] as const;
export const numberingLabels: Record<(typeof NUMBERINGS)[number], string> = {
  floor_unit: 'Andar + unidade (101, 102… 1201)',
  sequential: 'Sequencial (1, 2, 3…)',
};

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export const bulkApartmentsForm = z
  .strictObject({
    condominium: uuidParam,
    block_naming: z.enum(BLOCK_NAMINGS, { error: 'Escolha como os blocos são nomeados.' }),
    blocks: positiveCount(LETTERS.length, {
      missing: 'Informe o número de blocos.',
      notInteger: 'O número de blocos deve ser um número inteiro.',
      notPositive: 'O número de blocos deve ser maior que zero.',
      tooHigh: `O número de blocos deve ser no máximo ${LETTERS.length}.`,
    }),
    floors: positiveCount(HIGHEST_FLOOR, {
      missing: 'Informe o número de andares.',
      notInteger: 'O número de andares deve ser um número inteiro.',
      notPositive: 'O número de andares deve ser maior que zero.',
      tooHigh: `O número de andares deve ser no máximo ${HIGHEST_FLOOR}.`,
    }),
    first_floor: wholeNumber({ missing: 'Informe o primeiro andar.', invalid: 'O primeiro andar deve ser um número inteiro.' }).pipe(
      z.number().min(0, 'O primeiro andar deve ser 0 (térreo) ou mais.').max(HIGHEST_FLOOR, `O primeiro andar deve ser no máximo ${HIGHEST_FLOOR}.`),
    ),
    units_per_floor: positiveCount(99, {
      missing: 'Informe as unidades por andar.',
      notInteger: 'As unidades por andar devem ser um número inteiro.',
      notPositive: 'As unidades por andar devem ser maior que zero.',
      tooHigh: 'No máximo 99 unidades por andar.',
    }),
    numbering: z.enum(NUMBERINGS, { error: 'Escolha a numeração.' }),
    /** Leave out the planned units that exist already (and say how many) instead of refusing the whole building. */
    skip_existing: z.boolean({ error: 'Informe se os apartamentos existentes são pulados.' }).default(false),
  })
  .superRefine((form, context) => {
    const blocks = form.block_naming === 'none' ? 1 : form.blocks;
    if (blocks * form.floors * form.units_per_floor > BULK_MAX_APARTMENTS) {
      context.addIssue({ code: 'custom', path: ['units_per_floor'], message: `No máximo ${BULK_MAX_APARTMENTS.toLocaleString('pt-BR')} apartamentos de uma vez.` });
    }
    if (form.first_floor + form.floors - 1 > HIGHEST_FLOOR) {
      context.addIssue({ code: 'custom', path: ['floors'], message: `O último andar passaria de ${HIGHEST_FLOOR}.` });
    }
  });
export type BulkApartmentsForm = z.input<typeof bulkApartmentsForm>;
export type BulkApartmentsPlan = z.output<typeof bulkApartmentsForm>;

export interface PlannedApartment {
  block: string;
  number: string;
  floor: number;
}

export function blockNames(plan: Pick<BulkApartmentsPlan, 'block_naming' | 'blocks'>): string[] {
  if (plan.block_naming === 'none') return [''];
  return Array.from({ length: plan.blocks }, (_, index) => {
    if (plan.block_naming === 'letters') return LETTERS[index]!;
    if (plan.block_naming === 'towers') return `Torre ${index + 1}`;
    return String(index + 1);
  });
}

/** The apartments a bulk plan creates, block by block, floor by floor: what the preview shows and the server saves. */
export function plannedApartments(plan: Omit<BulkApartmentsPlan, 'skip_existing'>): PlannedApartment[] {
  const apartments: PlannedApartment[] = [];
  for (const block of blockNames(plan)) {
    let sequence = 0;
    for (let level = 0; level < plan.floors; level++) {
      const floor = plan.first_floor + level;
      for (let unit = 1; unit <= plan.units_per_floor; unit++) {
        sequence++;
        const number = plan.numbering === 'floor_unit' ? `${floor}${String(unit).padStart(2, '0')}` : String(sequence);
        apartments.push({ block, number, floor });
      }
    }
  }
  return apartments;
}

export const apartmentsEndpoints = defineEndpoints('apartments', {
  listing: listingEndpoint('/apartments/listing', 'Apartamentos dos condomínios do chamador (todos, para o master), paginados e filtrados por bloco e número', apartmentsListingQuery, apartmentListItem),
  store: { method: 'POST', path: '/apartments/store', summary: 'Cadastra um apartamento', body: apartmentForm, response: dataEnvelope(apartment), status: 201 },
  bulk: {
    method: 'POST',
    path: '/apartments/bulk',
    summary: `Cadastra de uma vez os apartamentos de um prédio (até ${BULK_MAX_APARTMENTS}): blocos × andares × unidades, tudo ou nada, ou pulando os que já existem`,
    body: bulkApartmentsForm,
    response: dataEnvelope(z.object({ created: z.number().int(), skipped: z.number().int() })),
    status: 201,
  },
  show: { method: 'GET', path: '/apartments/show/:id', summary: 'Um apartamento, com seus moradores', params: idParams, response: dataEnvelope(apartment) },
  update: {
    method: 'PUT',
    path: '/apartments/update/:uuid',
    summary: 'Atualiza um apartamento',
    params: uuidParams,
    body: apartmentForm,
    response: dataEnvelope(apartment),
  },
  activate: { method: 'PUT', path: '/apartments/active/:uuid', summary: 'Ativa um apartamento', params: uuidParams, response: dataEnvelope(apartment) },
  inactivate: { method: 'PUT', path: '/apartments/inactive/:uuid', summary: 'Inativa um apartamento', params: uuidParams, response: dataEnvelope(apartment) },
  byCondominium: {
    method: 'GET',
    path: '/apartments/get-by-condominium/:id',
    summary: 'Os apartamentos ativos de um condomínio, para campos de seleção (com include=inactive, também os inativos)',
    params: idParams,
    query: apartmentOptionsQuery,
    response: dataEnvelope(z.array(apartmentOption)),
  },
});
