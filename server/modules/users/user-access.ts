import { manageableTypes, type UserType } from '#contract/users.ts';
import type { users } from '#server/db/schema.ts';
import type { Caller } from '#server/platform/auth/sessions.ts';
import { forbidden } from '#server/platform/errors.ts';

/** A person as the rights below see them: their type and the condominiums they belong to. */
export interface Person {
  id: string;
  type: UserType;
  condominiumIds: readonly string[];
}

const sharesCondominium = (caller: Caller, person: Person) => person.condominiumIds.some((id) => caller.condominiumIds.includes(id));

/**
 * LGPD: CPF, RG and phones go only to those who need them — the master, the síndico of one of the person's
 * condominiums, and the person themself.
 */
export function maySeePersonalData(caller: Caller, person: Person): boolean {
  if (caller.type === 'master' || caller.userId === person.id) return true;
  return caller.type === 'sindico' && sharesCondominium(caller, person);
}

/**
 * Issue 11: the master manages anyone; a síndico the zeladores, engenheiros and moradores of their own
 * condominiums; nobody else manages anyone. Nobody changes their own type. `next` is the person as the form
 * would leave them (type and condominiums).
 */
export function assertMayManage(caller: Caller, current: Person | null, next?: Pick<Person, 'type' | 'condominiumIds'>) {
  const allowed = manageableTypes(caller.type);
  if (current && current.id === caller.userId) {
    if (next && next.type !== current.type) throw forbidden('Você não pode mudar o próprio tipo de usuário.');
    if (caller.type === 'master') return;
  }
  if (current && !allowed.includes(current.type)) throw forbidden('Você não pode alterar um usuário deste tipo.');
  if (next && !allowed.includes(next.type)) throw forbidden('Você não pode cadastrar um usuário deste tipo.');
  if (caller.type === 'master') return;
  if (next && next.condominiumIds.some((id) => !caller.condominiumIds.includes(id))) {
    throw forbidden('Você só pode vincular usuários aos condomínios que administra.');
  }
}

/** The identity columns the users form writes (name, e-mail, type, CPF, RG, phones). */
export type Identity = Pick<typeof users.$inferSelect, 'name' | 'email' | 'type' | 'cpf' | 'rg' | 'phone' | 'mobilePhone'>;

export function identityChanged(current: Identity, next: Identity): boolean {
  return (Object.keys(next) as (keyof Identity)[]).some((column) => (current[column] ?? null) !== (next[column] ?? null));
}

export const SHARED_IDENTITY_MESSAGE =
  'Esta pessoa também pertence a outro condomínio: os dados pessoais dela só podem ser alterados por ela mesma ou pela administração do Zelo.';

/**
 * A person's identity is theirs: a scoped caller changes it only when every membership of the person lies in the
 * caller's condominiums (docs/decisions/021). Otherwise B's síndico could, say, point the e-mail of a person of A
 * and B at an address of their own, reset the password and read A's data as them.
 */
export function assertMayChangeIdentity(caller: Caller, person: { user: { id: string }; memberElsewhere: boolean }) {
  if (caller.type === 'master' || person.user.id === caller.userId) return;
  if (person.memberElsewhere) throw forbidden(SHARED_IDENTITY_MESSAGE);
}
