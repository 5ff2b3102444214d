import { http } from 'msw';
import { ERASED_PERSON_NAME, erasedEmail, ownErasureForm, personalDataEndpoints, type PersonalDataExport } from '#contract/personal-data.ts';
import type { User } from '#contract/users.ts';
import { apiError, caller, reply, url, validationError } from './http-helpers.ts';
import { mockPeople } from './people-db.ts';

// A person's export and erasure (issue 25 §4) over the mock people: no access rules of the server.

const userNotFound = () => apiError(404, 'NOT_FOUND', 'Usuário não encontrado.');

function exportOf(user: User): PersonalDataExport {
  return {
    generated_at: new Date(),
    profile: {
      uuid: user.uuid,
      name: user.name,
      email: user.email,
      type: user.type,
      cpf: user.cpf ?? null,
      rg: user.rg ?? null,
      phone: user.phone ?? null,
      mobile_phone: user.mobile_phone ?? null,
      profile_picture: user.profile_picture,
      active: user.active,
      password_set: !user.invitation_pending,
      created_at: user.created_at,
      updated_at: user.updated_at,
    },
    memberships: user.condominiums.map((condominium) => ({ ...condominium, active: user.active, since: user.created_at })),
    apartments: [],
    reforms: [],
    notifications: [],
    cpf_reads: [],
    activity: [],
    sessions: [],
    messages: [],
  };
}

function erase(user: User) {
  Object.assign(user, { name: ERASED_PERSON_NAME, email: erasedEmail(user.uuid), cpf: null, rg: null, phone: null, mobile_phone: null, profile_picture: null, active: false });
}

export function personalDataHandlers() {
  const { export: ownExport, exportOf: exportOfPerson, eraseOwn, erase: eraseOther } = personalDataEndpoints;
  const find = (uuid: unknown) => mockPeople.users.find((user) => user.uuid === uuid);
  const erased = { data: { message: 'Os dados pessoais foram removidos.' } };
  return [
    http.get(url(ownExport), ({ request }) => {
      const who = caller(request);
      if (who instanceof Response) return who;
      const user = find(who.uuid);
      return user ? reply(ownExport, { data: exportOf(user) }) : userNotFound();
    }),
    http.get(url(exportOfPerson), ({ request, params }) => {
      const who = caller(request);
      if (who instanceof Response) return who;
      const user = find(params.uuid);
      return user ? reply(exportOfPerson, { data: exportOf(user) }) : userNotFound();
    }),
    http.put(url(eraseOwn), async ({ request }) => {
      const who = caller(request);
      if (who instanceof Response) return who;
      const body = ownErasureForm.safeParse(await request.json());
      if (!body.success) return validationError(body.error);
      if (body.data.password !== mockPeople.password) return apiError(422, 'VALIDATION_ERROR', 'Senha incorreta.', { password: ['Senha incorreta.'] });
      const user = find(who.uuid);
      if (!user) return userNotFound();
      erase(user);
      return reply(eraseOwn, erased);
    }),
    http.put(url(eraseOther), ({ request, params }) => {
      const who = caller(request);
      if (who instanceof Response) return who;
      const user = find(params.uuid);
      if (!user) return userNotFound();
      erase(user);
      return reply(eraseOther, erased);
    }),
  ];
}
