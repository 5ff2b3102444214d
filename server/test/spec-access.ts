import type { UserType } from '#contract/users.ts';

/**
 * Who may call each API operation, written from SPEC §2 (route access), §6 (roles and modules) and §7 (the calls),
 * independently of the routes' own declarations: the access matrix compares what the server answers with this
 * table, so a route that declares the wrong types fails it. A new operation fails the matrix until it is added here.
 */
export type SpecAccess = 'public' | readonly UserType[];

const ALL: readonly UserType[] = ['master', 'sindico', 'zelador', 'engenheiro', 'morador'];
const MASTER: readonly UserType[] = ['master'];
const STAFF: readonly UserType[] = ['sindico', 'zelador', 'engenheiro'];
const MASTER_AND_STAFF: readonly UserType[] = ['master', ...STAFF];
/** The master and the síndico, who manage a condominium (issue 11). */
const MASTER_AND_SINDICO: readonly UserType[] = ['master', 'sindico'];

export const SPEC_ACCESS: Record<string, SpecAccess> = {
  // §2 public routes: login, /register, /forgot-password, /reset-password; §7 auth calls.
  'POST /api/v1/auth': 'public',
  'POST /api/v1/password/email': 'public',
  'POST /api/v1/password/reset': 'public',
  'POST /api/v1/password/check': 'public',
  'POST /api/v1/register': 'public',
  // §4 token verify and logout: every signed-in type.
  'GET /api/v1/validate-token': ALL,
  'POST /api/v1/logout': ALL,
  // §3 common reference data: the public /register form needs states and cities too; /version.json is read at start.
  'GET /api/v1/states': 'public',
  'GET /api/v1/cities/by-state/{state}': 'public',
  'GET /api/v1/version.json': 'public',
  // §2 header: every signed-in type has the notification bell.
  'GET /api/v1/notifications/all-unread': ALL,
  'PUT /api/v1/notifications/read/{id}': ALL,
  // Issue 23 §4: the notification centre ("Ver todas"), each person's own.
  'GET /api/v1/notifications/listing': ALL,
  'PUT /api/v1/notifications/read-all': ALL,
  // §3 plansData, cnpjData and zipCodeData: reference lookups of the signed-in forms.
  'GET /api/v1/plans': ALL,
  'GET /api/v1/external_services/search-cnpj/{cnpj}': ALL,
  'GET /api/v1/external_services/zip-code/{zip}': ALL,
  // §2 condominium-register*, §6 "only master manages condominiums".
  'GET /api/v1/condominium/listing': MASTER,
  'GET /api/v1/condominium/show/{id}': MASTER,
  'POST /api/v1/condominium/store': MASTER,
  'PUT /api/v1/condominium/update/{uuid}': MASTER,
  'PUT /api/v1/condominium/active/{uuid}': MASTER,
  'PUT /api/v1/condominium/inactive/{uuid}': MASTER,
  // §2 condominium-profile: síndico, zelador, engenheiro; §6 its entry (editing) is the síndico's only.
  'GET /api/v1/condominium/{id}': STAFF,
  'PUT /api/v1/condominium/profile/{uuid}': ['sindico'],
  // The logo: the master's form and the síndico's profile send it; <img> tags show it without a token.
  'POST /api/v1/condominium/logo': MASTER_AND_SINDICO,
  'GET /api/v1/condominium/logo/{uuid}': 'public',
  // §2 prospects-listing, §6 "only master manages prospects".
  'GET /api/v1/prospects/listing': MASTER,
  'GET /api/v1/prospects/show/{id}': MASTER,
  'PUT /api/v1/prospects/update/{uuid}': MASTER,
  'PUT /api/v1/prospects/active/{uuid}': MASTER,
  'PUT /api/v1/prospects/inactive/{uuid}': MASTER,
  'PUT /api/v1/prospects/send-access/{uuid}': MASTER,
  // §2 user-register* (module users): master and staff read; issue 11: the master and the síndico change people.
  'GET /api/v1/users/listing': MASTER_AND_STAFF,
  'GET /api/v1/users/show/{id}': MASTER_AND_STAFF,
  'GET /api/v1/users/{status}/{type}': MASTER_AND_STAFF,
  'GET /api/v1/users/users-by-apartment/{id}': MASTER_AND_STAFF,
  'POST /api/v1/users/store': MASTER_AND_SINDICO,
  // Issue 23 §4: "Reenviar convite", by those who create people.
  'POST /api/v1/users/resend-invitation/{uuid}': MASTER_AND_SINDICO,
  'PUT /api/v1/users/update/{uuid}': MASTER_AND_SINDICO,
  'PUT /api/v1/users/active/{uuid}': MASTER_AND_SINDICO,
  'PUT /api/v1/users/inactive/{uuid}': MASTER_AND_SINDICO,
  // §2 user-profile: every type, on themself; the picture is shown in <img> tags at an address only they are given.
  'GET /api/v1/users/profile': ALL,
  'PUT /api/v1/users/profile': ALL,
  'PUT /api/v1/users/password': ALL,
  'POST /api/v1/users/image-profile': ALL,
  'GET /api/v1/users/image-profile/{uuid}': 'public',
  // Issue 25 §4 (LGPD art. 18): everyone exports and erases their own data; the master exports anyone's; the master
  // and the síndico erase people they manage (the síndico only those wholly theirs, which the service decides).
  'GET /api/v1/users/data-export': ALL,
  'GET /api/v1/users/data-export/{uuid}': MASTER,
  'PUT /api/v1/users/erase': ALL,
  'PUT /api/v1/users/erase/{uuid}': MASTER_AND_SINDICO,
  // §2 apartments-register (module apartment): master and staff read; §6/issue 11: the master and the síndico change.
  'GET /api/v1/apartments/listing': MASTER_AND_STAFF,
  'GET /api/v1/apartments/show/{id}': MASTER_AND_STAFF,
  'GET /api/v1/apartments/get-by-condominium/{id}': MASTER_AND_STAFF,
  'POST /api/v1/apartments/store': MASTER_AND_SINDICO,
  'POST /api/v1/apartments/bulk': MASTER_AND_SINDICO,
  'PUT /api/v1/apartments/update/{uuid}': MASTER_AND_SINDICO,
  'PUT /api/v1/apartments/active/{uuid}': MASTER_AND_SINDICO,
  'PUT /api/v1/apartments/inactive/{uuid}': MASTER_AND_SINDICO,
  // §2 documents-register (module document): every type reads (a morador, those marked for residents); issue 12:
  // the staff and master manage them; master edits the types (§3 documentsTypes, reference data for every form).
  'GET /api/v1/documents_types': ALL,
  'POST /api/v1/documents_types': MASTER,
  'PUT /api/v1/documents_types/{id}': MASTER,
  'GET /api/v1/documents/listing': ALL,
  'GET /api/v1/documents/show/{id}': ALL,
  'GET /api/v1/documents/get-by-condominium/{id}': ALL,
  'POST /api/v1/documents/store': MASTER_AND_STAFF,
  'POST /api/v1/documents/update/{uuid}': MASTER_AND_STAFF,
  'PUT /api/v1/documents/active/{uuid}': MASTER_AND_STAFF,
  'PUT /api/v1/documents/inactive/{uuid}': MASTER_AND_STAFF,
  // §2 reforms-register* (module reforms): every type follows; issue 13: a morador (or the síndico and master, for a
  // unit) asks; the síndico, the engenheiro and master decide; the síndico and master keep the record active.
  'GET /api/v1/reforms/listing': ALL,
  'GET /api/v1/reforms/{uuid}': ALL,
  'GET /api/v1/reforms/show/{uuid}': ALL,
  'POST /api/v1/reforms/store': ['master', 'sindico', 'morador'],
  'POST /api/v1/reforms/update/{uuid}': ['master', 'sindico', 'morador'],
  'PUT /api/v1/reforms/approve/{uuid}': ['master', 'sindico', 'engenheiro'],
  'PUT /api/v1/reforms/disapprove/{uuid}': ['master', 'sindico', 'engenheiro'],
  'PUT /api/v1/reforms/finish/{uuid}': ['master', 'sindico', 'engenheiro'],
  'PUT /api/v1/reforms/active/{uuid}': MASTER_AND_SINDICO,
  'PUT /api/v1/reforms/inactive/{uuid}': MASTER_AND_SINDICO,
  // Issue 13: the papers (plano, ART or RRT, projects) are sent by whoever asks, and read by whoever follows; issue
  // 23: the closing term's (the signed term, photos) by whoever finishes (which kind each sends is the service's).
  'POST /api/v1/reforms/attachments': ['master', 'sindico', 'engenheiro', 'morador'],
  'GET /api/v1/reforms/attachments/{uuid}': ALL,
  // §2 maintenance and maintenance-details (síndico, zelador, engenheiro; module maintenance, always theirs) and
  // condominium-register/maintenance/{id} (master only, who also reads every condominium's programme); §7 calls.
  'GET /api/v1/maintenance-types/all': MASTER_AND_STAFF,
  'GET /api/v1/maintenance-periodicities/all': MASTER_AND_STAFF,
  'GET /api/v1/maintenance-responsible-types/all': MASTER_AND_STAFF,
  'GET /api/v1/maintenance-document-types/all': MASTER_AND_STAFF,
  'GET /api/v1/maintenance-catalog/all': MASTER_AND_STAFF,
  'GET /api/v1/maintenance/all-by-condominium/{condominiumUuid}': MASTER_AND_STAFF,
  // Issue 14: the reference lists and the catalogue are seeded and edited by master (platform data).
  'POST /api/v1/maintenance-types': MASTER,
  'PUT /api/v1/maintenance-types/{id}': MASTER,
  'POST /api/v1/maintenance-responsible-types': MASTER,
  'PUT /api/v1/maintenance-responsible-types/{id}': MASTER,
  'POST /api/v1/maintenance-document-types': MASTER,
  'PUT /api/v1/maintenance-document-types/{id}': MASTER,
  'POST /api/v1/maintenance-periodicities': MASTER,
  'PUT /api/v1/maintenance-periodicities/{id}': MASTER,
  'POST /api/v1/maintenance-catalog': MASTER,
  'PUT /api/v1/maintenance-catalog/{id}': MASTER,
  'POST /api/v1/maintenance/enable-dynamic-maintenance/{id}': MASTER,
  'PUT /api/v1/maintenance/update-dynamic-maintenance/{id}': MASTER,
  'GET /api/v1/maintenance/listing': MASTER_AND_STAFF,
  'GET /api/v1/maintenance/listing-by-condominium': MASTER_AND_STAFF,
  'GET /api/v1/maintenance/show/{id}': MASTER_AND_STAFF,
  'GET /api/v1/maintenance/show-by-condominium/{id}': MASTER_AND_STAFF,
  'POST /api/v1/maintenance/store-by-condominium': MASTER_AND_STAFF,
  'GET /api/v1/maintenance/timeline/{id}': MASTER_AND_STAFF,
  'GET /api/v1/maintenance/summary/{id}': MASTER_AND_STAFF,
  // Issue 23 §4: the assembleia report, for whoever reads the summary.
  'GET /api/v1/maintenance/report/{id}': MASTER_AND_STAFF,
  'POST /api/v1/whatsapp_service/send-summary-maintenance': MASTER_AND_STAFF,
  'POST /api/v1/maintenance/evidence': MASTER_AND_STAFF,
  'GET /api/v1/maintenance/evidence/{uuid}': MASTER_AND_STAFF,
  // §2 maintenance/public/details/{id}: no sign-in; the QR label opens it.
  'GET /api/v1/qrcode-data/{id}': 'public',
  // §2 dashboard (every type) and its six blocks of §7, each behind its module's plan gate (SPEC §6); prospects are
  // master's (prospects-listing is master only); apartments and users are the staff's modules, not a morador's.
  'GET /api/v1/dashboard/condominium': ALL,
  'GET /api/v1/dashboard/prospects': MASTER,
  'GET /api/v1/dashboard/reforms': ALL,
  'GET /api/v1/dashboard/apartments': MASTER_AND_STAFF,
  'GET /api/v1/dashboard/users': MASTER_AND_STAFF,
  'GET /api/v1/dashboard/maintenances': ALL,
  // §7 file download: whoever may read the record that owns the file (the service decides, per file).
  'POST /api/v1/file_storage/get_file': ALL,
  // Issue 25 §4: the audit trail on screen, the master's whole, a síndico's of their condominiums.
  'GET /api/v1/audit/listing': MASTER_AND_SINDICO,
};
