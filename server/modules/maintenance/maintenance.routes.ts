import type { FastifyInstance } from 'fastify';
import { EVIDENCE_THUMBNAIL_PX, evidenceDownload, maintenanceEndpoints, maintenanceUploads, referenceEditingEndpoints } from '#contract/maintenance.ts';
import type { AppContext } from '#server/context.ts';
import { access } from '#server/platform/access/policy.ts';
import { systemScope } from '#server/platform/access/tenancy.ts';
import { inScope } from '#server/platform/access/unit-of-work.ts';
import { notFound } from '#server/platform/errors.ts';
import { addDownload, addUpload } from '#server/platform/file-routes.ts';
import { sendImageThumbnail, sendStoredFile } from '#server/platform/http/uploads.ts';
import { addEndpoint, addPublicEndpoint } from '#server/platform/route.ts';
import { canReadRecord, evidenceFiles, maintenanceDetails, recordExecution, uploadEvidence, viewRecord } from './executions.service.ts';
import { summaryOf, timelineOf } from './overview.service.ts';
import { enabledMaintenances, listCondominiumProgramme, saveProgramme } from './programme.service.ts';
import { publicMaintenanceDetails } from './public-details.ts';
import { listRecords } from './records.repository.ts';
import { reportOf } from './report.service.ts';
import { saveCatalogActivity, savePeriodicity, saveReferenceItem } from './reference-editing.ts';
import { listCatalog, listPeriodicities, listReference, type ReferenceList } from './reference.repository.ts';
import { sendSummary } from './summary-message.ts';

// SPEC §2: maintenance and maintenance-details are the síndico's, the zelador's and the engenheiro's (module
// maintenance, which they always have); master reads every condominium's and sets up their programmes
// (condominium-register/maintenance/{id}, master only).
const maintainers = access.inModule('maintenance', 'master', 'sindico', 'zelador', 'engenheiro');
const NOT_FOUND_PUBLIC_MESSAGE = 'Detalhe da manutenção não encontrado';

export async function maintenanceRoutes(app: FastifyInstance, context: AppContext) {
  const { storage, db, config } = context;

  // The reference lists are platform data, the same for everyone: read on the pool, outside any unit of work.
  addEndpoint(app, maintenanceEndpoints.types, { access: maintainers, handler: async () => ({ data: await listReference(db, 'types') }) });
  addEndpoint(app, maintenanceEndpoints.responsibleTypes, {
    access: maintainers,
    handler: async () => ({ data: await listReference(db, 'responsibleTypes') }),
  });
  addEndpoint(app, maintenanceEndpoints.documentTypes, {
    access: maintainers,
    handler: async () => ({ data: await listReference(db, 'documentTypes') }),
  });
  addEndpoint(app, maintenanceEndpoints.periodicities, { access: maintainers, handler: async () => ({ data: await listPeriodicities(db) }) });
  addEndpoint(app, maintenanceEndpoints.catalog, { access: maintainers, handler: async () => ({ data: await listCatalog(db) }) });

  // Master keeps the reference lists and the catalogue (issue 14: seeded, editable by master).
  for (const list of ['types', 'responsibleTypes', 'documentTypes'] as const satisfies ReferenceList[]) {
    const { create, update } = referenceEditingEndpoints[list];
    addEndpoint(app, create, { access: access.platform, handler: async (request, call) => ({ data: await call.inScope((tx) => saveReferenceItem(tx, list, request.body)) }) });
    addEndpoint(app, update, {
      access: access.platform,
      handler: async (request, call) => ({ data: await call.inScope((tx) => saveReferenceItem(tx, list, request.body, request.params.id)) }),
    });
  }
  const { periodicities, catalog } = referenceEditingEndpoints;
  addEndpoint(app, periodicities.create, { access: access.platform, handler: async (request, call) => ({ data: await call.inScope((tx) => savePeriodicity(tx, request.body)) }) });
  addEndpoint(app, periodicities.update, {
    access: access.platform,
    handler: async (request, call) => ({ data: await call.inScope((tx) => savePeriodicity(tx, request.body, request.params.id)) }),
  });
  addEndpoint(app, catalog.create, { access: access.platform, handler: async (request, call) => ({ data: await call.inScope((tx) => saveCatalogActivity(tx, request.body)) }) });
  addEndpoint(app, catalog.update, {
    access: access.platform,
    handler: async (request, call) => ({ data: await call.inScope((tx) => saveCatalogActivity(tx, request.body, request.params.id)) }),
  });

  addEndpoint(app, maintenanceEndpoints.enabled, {
    access: { ...maintainers, tenantParam: 'condominiumUuid' },
    handler: async (request, call) => ({ data: await call.inScope((tx) => enabledMaintenances(tx, call, request.params.condominiumUuid)) }),
  });
  for (const endpoint of [maintenanceEndpoints.enable, maintenanceEndpoints.updateProgramme]) {
    addEndpoint(app, endpoint, {
      access: { ...access.platform, tenantParam: 'id' },
      handler: async (request, call) => ({ data: await call.inScope((tx) => saveProgramme(tx, call, request.params.id, request.body)) }),
    });
  }

  addEndpoint(app, maintenanceEndpoints.listing, { access: maintainers, handler: async (request, call) => call.inScope((tx) => listCondominiumProgramme(tx, call, request.query)) });
  addEndpoint(app, maintenanceEndpoints.records, { access: maintainers, handler: async (request, call) => call.inScope((tx) => listRecords(tx, call.scope, request.query)) });
  addEndpoint(app, maintenanceEndpoints.show, { access: maintainers, handler: async (request, call) => ({ data: await call.inScope((tx) => viewRecord(tx, call, request.params.id)) }) });
  addEndpoint(app, maintenanceEndpoints.details, {
    access: maintainers,
    handler: async (request, call) => ({ data: await call.inScope((tx) => maintenanceDetails(tx, call, request.params.id)) }),
  });
  addEndpoint(app, maintenanceEndpoints.record, { access: maintainers, handler: async (request, call) => ({ data: await call.inScope((tx) => recordExecution(tx, call, request.body)) }) });
  addEndpoint(app, maintenanceEndpoints.timeline, {
    access: { ...maintainers, tenantParam: 'id' },
    handler: async (request, call) => ({ data: await call.inScope((tx) => timelineOf(tx, call, request.params.id, request.query)) }),
  });
  addEndpoint(app, maintenanceEndpoints.summary, {
    access: { ...maintainers, tenantParam: 'id' },
    handler: async (request, call) => ({ data: await call.inScope((tx) => summaryOf(tx, call, request.params.id, request.query)) }),
  });
  addEndpoint(app, maintenanceEndpoints.report, {
    access: { ...maintainers, tenantParam: 'id' },
    handler: async (request, call) => ({ data: await call.inScope((tx) => reportOf(tx, call, request.params.id, request.query)) }),
  });
  addEndpoint(app, maintenanceEndpoints.sendSummary, {
    access: maintainers,
    handler: async (request, call) => {
      const sent = await call.inScope((tx) => sendSummary(tx, call, request.body));
      if (!request.body.dry_run) void context.outbox.kick();
      return { data: sent };
    },
  });

  // Public: the QR label on the equipment. Rate limited so its ids cannot be scraped; they cannot be guessed.
  addPublicEndpoint(app, maintenanceEndpoints.publicDetails, {
    rateLimit: { max: config.publicMaintenanceRateLimitPerMinute, timeWindow: '1 minute' },
    handler: async (request) => {
      const details = await inScope(db, systemScope('public-maintenance'), (tx) => publicMaintenanceDetails(tx, request.params.id));
      if (!details) throw notFound(NOT_FOUND_PUBLIC_MESSAGE);
      return { data: details };
    },
  });

  // The bytes of an evidence file, streamed: not a JSON answer.
  addDownload(app, evidenceDownload, {
    access: maintainers,
    handler: async (request, call, reply) => {
      const file = await call.inScope((tx) => evidenceFiles.readable(tx, call.scope, call.caller.userId, request.params.uuid, (recordId) => canReadRecord(tx, call, recordId)));
      if (request.query.size === 'thumbnail' && file.contentType.startsWith('image/')) return sendImageThumbnail(reply, storage, file, EVIDENCE_THUMBNAIL_PX);
      return sendStoredFile(reply, storage, { ...file, disposition: 'attachment' });
    },
  });

  await addUpload(app, maintenanceUploads.evidence, {
    access: maintainers,
    handler: async (upload, call) => ({ data: await uploadEvidence(call, storage, upload) }),
  });
}
