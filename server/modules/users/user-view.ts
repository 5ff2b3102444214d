import { isErasedEmail } from '#contract/personal-data.ts';
import type { User } from '#contract/users.ts';
import type { TenantScope } from '#server/platform/access/tenancy.ts';
import type { Actor } from '#server/platform/audit.ts';
import type { Caller } from '#server/platform/auth/sessions.ts';
import { pictureUrl } from './profile-picture.ts';
import { maySeePersonalData, type Person } from './user-access.ts';
import type { UserRecord } from './users.repository.ts';

/** How the users services see a person and who acts: shared by the administration of others and one's own profile. */

export const NOT_FOUND_MESSAGE = 'Usuário não encontrado.';

/** Who acts: CallContext gives these to every signed-in handler. */
export interface Acting {
  caller: Caller;
  scope: TenantScope;
  actor: Actor;
}

export const personOf = (record: UserRecord): Person => ({
  id: record.user.id,
  type: record.user.type,
  condominiumIds: record.condominiums.map((condominium) => condominium.uuid),
});

/** The person as the caller may see them: personal data only where the LGPD allowlist says so. */
export function toUser(record: UserRecord, caller: Caller): User {
  const { user } = record;
  const personal = maySeePersonalData(caller, personOf(record))
    ? { cpf: user.cpf, rg: user.rg, mobile_phone: user.mobilePhone, phone: user.phone }
    : {};
  return {
    uuid: user.id,
    name: user.name,
    email: user.email,
    type: user.type,
    active: record.active,
    ...personal,
    profile_picture: pictureUrl(user.id, user.profilePicture),
    condominiums: record.condominiums,
    apartments: record.apartments,
    in_other_condominiums: record.memberElsewhere,
    invitation_pending: user.passwordHash === null && !isErasedEmail(user.email),
    created_at: user.createdAt,
    updated_at: user.updatedAt,
  };
}
