import type { FastifyInstance } from 'fastify';
import { personalDataEndpoints } from '#contract/personal-data.ts';
import { profilePictureDownload, profilePictureUpload, usersEndpoints } from '#contract/users.ts';
import type { AppContext } from '#server/context.ts';
import { assertFilterWithinScope } from '#server/platform/access/tenancy.ts';
import { access } from '#server/platform/access/policy.ts';
import { addPublicDownload, addUpload } from '#server/platform/file-routes.ts';
import { sendStoredFile } from '#server/platform/http/uploads.ts';
import { addEndpoint, addStatusEndpoints } from '#server/platform/route.ts';
import { erasePerson } from './personal-data-erasure.ts';
import { exportPersonalData } from './personal-data-export.ts';
import { changeOwnPassword, pictureFile, replaceProfilePicture, updateOwnProfile } from './profile.service.ts';
import { apartmentResidents, createUser, listUsers, resendInvitation, setUserActive, updateUser, userOptions, viewUser } from './users.service.ts';

// SPEC §2: user-register is the master's and the staff's; issue 11: only the master and the síndico change people.
const readers = access.inModule('users', 'master', 'sindico', 'zelador', 'engenheiro');
const writers = access.inModule('users', 'master', 'sindico');

export async function usersRoutes(app: FastifyInstance, { db, config, outbox, storage }: AppContext) {
  addEndpoint(app, usersEndpoints.listing, {
    access: readers,
    handler: async (request, call) => {
      assertFilterWithinScope(call.scope, request.query.condominium);
      // Whose CPF the page shows is audited (LGPD): the read writes.
      return call.inScope((tx) => listUsers(tx, call, request.query), { writes: true });
    },
  });

  addEndpoint(app, usersEndpoints.show, {
    access: readers,
    handler: async (request, call) => ({ data: await call.inScope((tx) => viewUser(tx, call, request.params.id), { writes: true }) }),
  });

  addEndpoint(app, usersEndpoints.options, {
    access: readers,
    handler: async (request, call) => ({
      data: await call.inScope((tx) => userOptions(tx, call.scope, request.params.status, request.params.type)),
    }),
  });

  addEndpoint(app, usersEndpoints.byApartment, {
    access: readers,
    handler: async (request, call) => ({ data: await call.inScope((tx) => apartmentResidents(tx, call.scope, request.params.id)) }),
  });

  addEndpoint(app, usersEndpoints.store, {
    access: writers,
    handler: async (request, call) => {
      const user = await call.inScope((tx) => createUser(tx, call, request.body, config.appUrl));
      void outbox.kick();
      return { data: user };
    },
  });

  addEndpoint(app, usersEndpoints.update, {
    access: writers,
    handler: async (request, call) => {
      const user = await call.inScope((tx) => updateUser(tx, call, request.params.uuid, request.body, config.appUrl));
      // A changed e-mail queued the confirmation link and the old address's notice: sent now, not at the next sweep.
      void outbox.kick();
      return { data: user };
    },
  });

  addEndpoint(app, usersEndpoints.resendInvitation, {
    access: writers,
    handler: async (request, call) => {
      const message = await call.inScope((tx) => resendInvitation(tx, call, request.params.uuid, config.appUrl));
      void outbox.kick();
      return { data: { message } };
    },
  });

  addStatusEndpoints(app, usersEndpoints, {
    access: writers,
    setActive: async (request, call, active) => ({ data: await call.inScope((tx) => setUserActive(tx, call, request.params.uuid, active, request.query.condominium)) }),
  });

  // /user-profile: every signed-in person, on themself only.
  addEndpoint(app, usersEndpoints.profile, {
    access: access.authenticated,
    handler: async (_request, call) => ({ data: await call.inScope((tx) => viewUser(tx, call, call.caller.userId)) }),
  });

  addEndpoint(app, usersEndpoints.updateProfile, {
    access: access.authenticated,
    handler: async (request, call) => ({ data: await call.inScope((tx) => updateOwnProfile(tx, call, request.body)) }),
  });

  addEndpoint(app, usersEndpoints.changePassword, {
    access: access.authenticated,
    handler: async (request, call) => ({ data: { message: await call.inScope((tx) => changeOwnPassword(tx, call, request.body)) } }),
  });

  // LGPD art. 18 (issue 25 §4): each person exports and erases their own data; the master anyone's; a síndico erases
  // only a person who belongs to none but their condominiums.
  addEndpoint(app, personalDataEndpoints.export, {
    access: access.authenticated,
    handler: async (_request, call) => ({ data: await exportPersonalData(db, call, call.caller.userId) }),
  });

  addEndpoint(app, personalDataEndpoints.exportOf, {
    access: access.platform,
    handler: async (request, call) => ({ data: await exportPersonalData(db, call, request.params.uuid) }),
  });

  addEndpoint(app, personalDataEndpoints.eraseOwn, {
    access: access.authenticated,
    handler: async (request, call) => ({ data: { message: await erasePerson(db, storage, call, call.caller.userId, { own: true, form: request.body }) } }),
  });

  addEndpoint(app, personalDataEndpoints.erase, {
    access: writers,
    handler: async (request, call) => ({ data: { message: await erasePerson(db, storage, call, request.params.uuid, { own: false }) } }),
  });

  // <img> tags send no token: the picture's address carries its version, a random name only those who may see
  // the person are given (docs/decisions/016). Any other version is missing.
  addPublicDownload(app, profilePictureDownload, {
    handler: async (request, reply) => {
      const file = await pictureFile(db, request.params.uuid, request.query.v);
      return sendStoredFile(reply, storage, { ...file, cacheControl: 'private, max-age=31536000, immutable' });
    },
  });

  await addUpload(app, profilePictureUpload, {
    access: access.authenticated,
    handler: async (upload, call) => ({ data: await replaceProfilePicture(call.inScope, storage, call, upload.fields.user, upload.bytes) }),
  });
}
