import { generateCnpj } from '@brazilian-utils/brazilian-utils/generate-cnpj';
import { generateCpf } from '@brazilian-utils/brazilian-utils/generate-cpf';
import sharp from 'sharp';
import type { LightMyRequestResponse } from 'fastify';
import type { UserType } from '#contract/users.ts';
import { findTokenLink } from '#testing/smtp-catcher.ts';
import { multipart } from './multipart.ts';
import { bearer, type MailedTestApp } from './test-app.ts';
import { PAULISTA_ADDRESS } from '#testing/sample-address.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Person {
  id: string;
  email: string;
  type: UserType;
  token: string;
}

export interface Tenant {
  label: string;
  condominiumId: string;
  sindico: Person;
  zelador: Person;
  engenheiro: Person;
  morador: Person;
  /** The morador of the tenant's second apartment: the "next apartment" of `morador`. */
  vizinho: Person;
  apartmentIds: [string, string];
}

export interface Tenants {
  master: Person;
  a: Tenant;
  b: Tenant;
  /** A third tenant, for learning what each operation takes from its own records without touching A or B. */
  c: Tenant;
  /** An engenheiro who belongs to A and to B. */
  shared: Person;
}

const PASSWORD = 'Senha-de-teste-forte-1';
const pdf = (text: string) => Buffer.from(`%PDF-1.7\n% ${text}\n%%EOF\n`);
const png = (color: string) => sharp({ create: { width: 64, height: 64, channels: 3, background: color } }).png().toBuffer();

/**
 * Everything a tenant holds, made as people make it: the request on /register, the master's send-access, the link
 * e-mailed to the síndico, the síndico's apartments and people (each setting a password from their invitation), and
 * a record of every module with real files. Every name, e-mail and address carries the tenant's marker (`zeloalfa…`),
 * so that any of it showing up in another tenant's answer can be found.
 */
export async function buildTenants(t: MailedTestApp, master: Person): Promise<Tenants> {
  const call = async (token: string | null, method: Method, url: string, payload?: object | ReturnType<typeof multipart>, expected = [200, 201]) => {
    const isMultipart = payload && 'payload' in payload && Buffer.isBuffer(payload.payload);
    const response: LightMyRequestResponse = await t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...(token ? bearer(token) : {}), ...(isMultipart ? payload.headers : {}) },
      ...(payload ? { payload: isMultipart ? payload.payload : payload } : {}),
    });
    if (!expected.includes(response.statusCode)) throw new Error(`${method} ${url} → ${response.statusCode} ${response.body.slice(0, 400)}`);
    return response.json().data;
  };

  /** Follows the newest set-password link e-mailed to `email`, sets the password and signs in. */
  const acceptInvitation = async (email: string): Promise<Person> => {
    await t.app.background.drain();
    await t.outbox.kick();
    const mail = t.inbox.findLast((candidate) => candidate.to.includes(email));
    const link = mail && findTokenLink(mail, '/reset-password');
    if (!link) throw new Error(`Nenhum link de senha chegou a ${email}.`);
    await call(null, 'POST', '/password/reset', { token: new URL(link).searchParams.get('token'), password: PASSWORD, password_confirmation: PASSWORD });
    const session = await call(null, 'POST', '/auth', { email, password: PASSWORD });
    return { id: session.uuid, email, type: session.type, token: session.token };
  };

  const phoneDigits = (seed: number) => `119${String(seed).padStart(8, '0').slice(-8)}`;

  async function tenant(label: string, seed: number): Promise<Tenant> {
    const marker = `zelo${label.toLowerCase()}${seed}`;
    const cnpj = generateCnpj();
    const sindicoEmail = `sindica.${marker}@teste.zelo`;
    await call(null, 'POST', '/register', {
      name: `Síndica ${marker}`,
      email: sindicoEmail,
      phone: phoneDigits(seed),
      condominium_name: `Residencial ${marker}`,
      cnpj,
      units: 20,
    });
    const [prospect] = (await call(master.token, 'GET', `/prospects/listing?filter=${cnpj}`)).data;
    const { condominium_uuid: condominiumId } = await call(master.token, 'PUT', `/prospects/send-access/${prospect.uuid}`);
    const sindico = await acceptInvitation(sindicoEmail);

    // The master completes the registration and moves it to the plan with every module.
    await call(master.token, 'PUT', `/condominium/update/${condominiumId}`, {
      cnpj,
      corporate_name: `Condomínio ${marker} Razão`,
      comercial_name: `Residencial ${marker}`,
      email: `adm.${marker}@teste.zelo`,
      phone: `(11) 3${String(seed).padStart(3, '0').slice(-3)}-4444`,
      mobile_phone: `(11) 9${String(seed).padStart(4, '0').slice(-4)}-4321`,
      ...PAULISTA_ADDRESS,
      street: `Rua ${marker}`,
      number: '100',
      units: 20,
      blocks: 1,
      plan: 'Premium',
    });
    await call(sindico.token, 'POST', '/condominium/logo', multipart({ condominium: condominiumId }, { field: 'logo', name: 'logo.png', bytes: await png('#204080'), contentType: 'image/png' }));

    const apartmentIds = [
      (await call(sindico.token, 'POST', '/apartments/store', { condominium: condominiumId, block: 'A', number: '101', floor: 1 })).uuid,
      (await call(sindico.token, 'POST', '/apartments/store', { condominium: condominiumId, block: 'A', number: '102', floor: 1 })).uuid,
    ] as [string, string];

    let personSeed = seed * 10;
    const invite = async (type: UserType, apartmentId?: string) => {
      personSeed += 1;
      const email = `${type}.${marker}.${personSeed}@teste.zelo`;
      await call(sindico.token, 'POST', '/users/store', {
        name: `${type} ${marker} ${personSeed}`,
        email,
        type,
        cpf: generateCpf(),
        rg: `${personSeed}${seed}`.padStart(9, '7'),
        mobile_phone: phoneDigits(personSeed),
        condominiums: [condominiumId],
        ...(apartmentId ? { apartments: [{ apartment: apartmentId, relation: 'proprietario' }] } : {}),
      });
      return acceptInvitation(email);
    };
    const zelador = await invite('zelador');
    const engenheiro = await invite('engenheiro');
    const morador = await invite('morador', apartmentIds[0]);
    const vizinho = await invite('morador', apartmentIds[1]);

    await call(morador.token, 'POST', '/users/image-profile', multipart({}, { field: 'image', name: 'foto.png', bytes: await png('#a03030'), contentType: 'image/png' }));
    await call(
      sindico.token,
      'POST',
      '/documents/store',
      multipart({ condominium: condominiumId, title: `Convenção ${marker}`, type: '1', visible_to_residents: 'true' }, { field: 'file', name: 'convencao.pdf', bytes: pdf(marker), contentType: 'application/pdf' }),
    );

    // A reform of each apartment, one with its plan attached, and one approved.
    for (const [requester, apartment] of [[morador, apartmentIds[0]], [vizinho, apartmentIds[1]]] as const) {
      const plan = await call(
        requester.token,
        'POST',
        '/reforms/attachments',
        multipart({ condominium: condominiumId, kind: 'plan' }, { field: 'file', name: 'planta.pdf', bytes: pdf(`planta ${requester.email}`), contentType: 'application/pdf' }),
      );
      const reform = await call(requester.token, 'POST', '/reforms/store', {
        apartment,
        title: `Reforma ${requester.email}`,
        description: 'Troca do piso da sala.',
        categories: ['painting'],
        starts_on: '2027-01-10',
        ends_on: '2027-01-20',
        attachments: [plan.uuid],
      });
      if (requester === vizinho) await call(sindico.token, 'PUT', `/reforms/approve/${reform.uuid}`);
    }

    // The maintenance programme, an execution with its evidence, and the WhatsApp summary.
    const catalog = await call(master.token, 'GET', '/maintenance-catalog/all');
    const enabled = await call(master.token, 'POST', `/maintenance/enable-dynamic-maintenance/${condominiumId}`, {
      maintenances: catalog.slice(0, 2).map((activity: { id: number; type: { id: number }; periodicity: { id: number }; responsible_type: { id: number } }) => ({
        catalog: activity.id,
        type: activity.type.id,
        periodicity: activity.periodicity.id,
        responsible_type: activity.responsible_type.id,
        starts_on: '2026-11-01',
      })),
    });
    const paper = await call(
      zelador.token,
      'POST',
      '/maintenance/evidence',
      multipart({ condominium: condominiumId, document_type: '1' }, { field: 'file', name: 'nota.pdf', bytes: pdf(`nota ${marker}`), contentType: 'application/pdf' }),
    );
    await call(zelador.token, 'POST', '/maintenance/store-by-condominium', {
      maintenance: enabled[0].uuid,
      performed_on: '2026-11-20',
      responsible_type: 1,
      company: `Empresa ${marker}`,
      notes: `Serviço ${marker}`,
      evidence: [paper.uuid],
    });

    await t.app.background.drain();
    return { label, condominiumId, sindico, zelador, engenheiro, morador, vizinho, apartmentIds };
  }

  const a = await tenant('Alfa', 101);
  const b = await tenant('Beta', 202);
  const c = await tenant('Gama', 303);

  // One person of both: invited by A's síndico, then given B by the master (a síndico of one cannot add the other).
  const sharedEmail = 'engenheira.compartilhada@teste.zelo';
  const invited = await call(a.sindico.token, 'POST', '/users/store', { name: 'Engenheira Compartilhada', email: sharedEmail, type: 'engenheiro', condominiums: [a.condominiumId] });
  await call(master.token, 'PUT', `/users/update/${invited.uuid}`, { name: 'Engenheira Compartilhada', email: sharedEmail, type: 'engenheiro', condominiums: [a.condominiumId, b.condominiumId] });
  const shared = await acceptInvitation(sharedEmail);
  return { master, a, b, c, shared };
}
