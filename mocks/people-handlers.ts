import { http } from 'msw';
import { apartmentForm, apartmentsEndpoints, bulkApartmentsForm, plannedApartments, sameApartment, type Apartment } from '#contract/apartments.ts';
import { profileForm, profilePictureUpload, userForm, usersEndpoints, type User, type UserListItem } from '#contract/users.ts';
import { mockPeople } from './people-db.ts';
import { apiError, caller, page, reply, url, validationError } from './http-helpers.ts';

// Users and apartments, as contract-valid fixtures (see handlers.ts): no filtering or access rules of the server.

const userNotFound = () => apiError(404, 'NOT_FOUND', 'Usuário não encontrado.');
const apartmentNotFound = () => apiError(404, 'NOT_FOUND', 'Apartamento não encontrado.');
const emailTaken = () => apiError(409, 'EMAIL_ALREADY_EXISTS', 'Este email já possui cadastro no sistema.');
const apartmentTaken = () => apiError(409, 'APARTMENT_ALREADY_EXISTS', 'Este apartamento já possui cadastro no sistema.');

export function userListItem({ apartments: _apartments, updated_at: _updatedAt, ...item }: User): UserListItem {
  return item;
}

function userHandlers() {
  const { listing, show, store, update, activate, inactivate, profile, updateProfile, changePassword, resendInvitation } = usersEndpoints;
  const find = (uuid: unknown) => mockPeople.users.find((user) => user.uuid === uuid);
  const setActive = (endpoint: typeof activate | typeof inactivate, active: boolean) =>
    http.put(url(endpoint), ({ request, params }) => {
      const who = caller(request);
      if (who instanceof Response) return who;
      const user = find(params.uuid);
      if (!user) return userNotFound();
      user.active = active;
      return reply(endpoint, { data: user });
    });
  const condominiumRefs = (ids: string[]) => ids.map((uuid) => ({ uuid, comercial_name: 'Residencial Jardim das Flores' }));
  const homes = (links: { apartment: string; relation: User['apartments'][number]['relation'] }[]) =>
    links.flatMap((link) => {
      const apartment = mockPeople.apartments.find((candidate) => candidate.uuid === link.apartment);
      return apartment
        ? [{ uuid: apartment.uuid, condominium_uuid: apartment.condominium.uuid, block: apartment.block, number: apartment.number, relation: link.relation }]
        : [];
    });

  return [
    http.get(url(listing), ({ request }) => {
      const who = caller(request);
      if (who instanceof Response) return who;
      return reply(listing, { data: page(request, mockPeople.users.map(userListItem)) });
    }),
    http.get(url(profile), ({ request }) => {
      const who = caller(request);
      if (who instanceof Response) return who;
      const user = find(who.uuid);
      return user ? reply(profile, { data: user }) : userNotFound();
    }),
    http.put(url(updateProfile), async ({ request }) => {
      const who = caller(request);
      if (who instanceof Response) return who;
      const body = profileForm.safeParse(await request.json());
      if (!body.success) return validationError(body.error);
      const user = find(who.uuid);
      if (!user) return userNotFound();
      Object.assign(user, { name: body.data.name, mobile_phone: body.data.mobile_phone ?? null, phone: body.data.phone ?? null, updated_at: new Date() });
      return reply(updateProfile, { data: user });
    }),
    http.put(url(changePassword), async ({ request }) => {
      const who = caller(request);
      if (who instanceof Response) return who;
      const body = (await request.json()) as { current_password?: string };
      if (body.current_password !== mockPeople.password) {
        return apiError(422, 'VALIDATION_ERROR', 'Senha atual incorreta.', { current_password: ['Senha atual incorreta.'] });
      }
      return reply(changePassword, { data: { message: 'Senha alterada com sucesso!' } });
    }),
    http.post(url(profilePictureUpload), async ({ request }) => {
      const who = caller(request);
      if (who instanceof Response) return who;
      const user = find(who.uuid);
      if (!user) return userNotFound();
      const file = (await request.formData()).get(profilePictureUpload.rule.field);
      if (!(file instanceof File)) return apiError(422, 'VALIDATION_ERROR', 'Selecione um arquivo.', { image: ['Selecione um arquivo.'] });
      user.profile_picture = `/api/v1/users/image-profile/${user.uuid}?v=${crypto.randomUUID()}`;
      return reply(profilePictureUpload, { data: user });
    }),
    http.get(url(show), ({ request, params }) => {
      const who = caller(request);
      if (who instanceof Response) return who;
      const user = find(params.id);
      return user ? reply(show, { data: user }) : userNotFound();
    }),
    http.post(url(store), async ({ request }) => {
      const who = caller(request);
      if (who instanceof Response) return who;
      const body = userForm.safeParse(await request.json());
      if (!body.success) return validationError(body.error);
      if (mockPeople.users.some((user) => user.email === body.data.email)) return emailTaken();
      const now = new Date();
      const created: User = {
        uuid: crypto.randomUUID(),
        name: body.data.name,
        email: body.data.email,
        type: body.data.type,
        active: true,
        cpf: body.data.cpf ?? null,
        rg: body.data.rg ?? null,
        mobile_phone: body.data.mobile_phone ?? null,
        phone: body.data.phone ?? null,
        profile_picture: null,
        condominiums: condominiumRefs(body.data.condominiums),
        apartments: homes(body.data.apartments),
        in_other_condominiums: false,
        invitation_pending: true,
        created_at: now,
        updated_at: now,
      };
      mockPeople.users.push(created);
      return reply(store, { data: created });
    }),
    http.post(url(resendInvitation), ({ request, params }) => {
      const who = caller(request);
      if (who instanceof Response) return who;
      const user = find(params.uuid);
      return user ? reply(resendInvitation, { data: { message: `Convite reenviado para ${user.email}.` } }) : userNotFound();
    }),
    http.put(url(update), async ({ request, params }) => {
      const who = caller(request);
      if (who instanceof Response) return who;
      const user = find(params.uuid);
      if (!user) return userNotFound();
      const body = userForm.safeParse(await request.json());
      if (!body.success) return validationError(body.error);
      if (mockPeople.users.some((other) => other.email === body.data.email && other.uuid !== user.uuid)) return emailTaken();
      Object.assign(user, {
        ...body.data,
        cpf: body.data.cpf ?? null,
        rg: body.data.rg ?? null,
        mobile_phone: body.data.mobile_phone ?? null,
        phone: body.data.phone ?? null,
        condominiums: condominiumRefs(body.data.condominiums),
        apartments: homes(body.data.apartments),
        updated_at: new Date(),
      });
      return reply(update, { data: user });
    }),
    setActive(activate, true),
    setActive(inactivate, false),
  ];
}

function apartmentHandlers() {
  const { listing, show, store, update, activate, inactivate, bulk, byCondominium } = apartmentsEndpoints;
  const find = (uuid: unknown) => mockPeople.apartments.find((apartment) => apartment.uuid === uuid);
  const setActive = (endpoint: typeof activate | typeof inactivate, active: boolean) =>
    http.put(url(endpoint), ({ request, params }) => {
      const who = caller(request);
      if (who instanceof Response) return who;
      const apartment = find(params.uuid);
      if (!apartment) return apartmentNotFound();
      apartment.active = active;
      return reply(endpoint, { data: apartment });
    });
  const inCondominium = (condominiumId: string) => mockPeople.apartments.filter((apartment) => apartment.condominium.uuid === condominiumId);

  return [
    http.get(url(listing), ({ request }) => {
      const who = caller(request);
      if (who instanceof Response) return who;
      return reply(listing, { data: page(request, mockPeople.apartments) });
    }),
    http.get(url(byCondominium), ({ request, params }) => {
      const who = caller(request);
      if (who instanceof Response) return who;
      const withInactive = new URL(request.url).searchParams.get('include') === 'inactive';
      const options = inCondominium(String(params.id))
        .filter((apartment) => withInactive || apartment.active)
        .map(({ uuid, block, number, floor }) => ({ uuid, block, number, floor }));
      return reply(byCondominium, { data: options });
    }),
    http.get(url(show), ({ request, params }) => {
      const who = caller(request);
      if (who instanceof Response) return who;
      const apartment = find(params.id);
      return apartment ? reply(show, { data: apartment }) : apartmentNotFound();
    }),
    http.post(url(store), async ({ request }) => {
      const who = caller(request);
      if (who instanceof Response) return who;
      const body = apartmentForm.safeParse(await request.json());
      if (!body.success) return validationError(body.error);
      const fields = { block: body.data.block ?? '', number: body.data.number, floor: body.data.floor ?? null };
      if (inCondominium(body.data.condominium).some((apartment) => sameApartment(apartment, fields))) return apartmentTaken();
      const now = new Date();
      const created: Apartment = {
        uuid: crypto.randomUUID(),
        condominium: { uuid: body.data.condominium, comercial_name: 'Residencial Jardim das Flores' },
        ...fields,
        active: true,
        residents: [],
        created_at: now,
        updated_at: now,
      };
      mockPeople.apartments.push(created);
      return reply(store, { data: created });
    }),
    http.post(url(bulk), async ({ request }) => {
      const who = caller(request);
      if (who instanceof Response) return who;
      const body = bulkApartmentsForm.safeParse(await request.json());
      if (!body.success) return validationError(body.error);
      const existing = inCondominium(body.data.condominium);
      const isNew = (apartment: { block: string; number: string }) => !existing.some((other) => sameApartment(other, apartment));
      const planned = plannedApartments(body.data);
      const fresh = planned.filter(isNew);
      if (fresh.length < planned.length && !body.data.skip_existing) return apartmentTaken();
      const now = new Date();
      for (const apartment of fresh) {
        mockPeople.apartments.push({
          uuid: crypto.randomUUID(),
          condominium: { uuid: body.data.condominium, comercial_name: 'Residencial Jardim das Flores' },
          ...apartment,
          active: true,
          residents: [],
          created_at: now,
          updated_at: now,
        });
      }
      return reply(bulk, { data: { created: fresh.length, skipped: planned.length - fresh.length } });
    }),
    http.put(url(update), async ({ request, params }) => {
      const who = caller(request);
      if (who instanceof Response) return who;
      const apartment = find(params.uuid);
      if (!apartment) return apartmentNotFound();
      const body = apartmentForm.safeParse(await request.json());
      if (!body.success) return validationError(body.error);
      const fields = { block: body.data.block ?? '', number: body.data.number, floor: body.data.floor ?? null };
      if (inCondominium(apartment.condominium.uuid).some((other) => other.uuid !== apartment.uuid && sameApartment(other, fields))) return apartmentTaken();
      Object.assign(apartment, fields, { updated_at: new Date() });
      return reply(update, { data: apartment });
    }),
    setActive(activate, true),
    setActive(inactivate, false),
  ];
}

export function peopleHandlers() {
  return [...userHandlers(), ...apartmentHandlers()];
}
