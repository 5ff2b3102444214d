import { z } from 'zod';
import { dataEnvelope, idParams, listingEndpoint, pagedList, uuidParam } from './common.ts';
import { defineEndpoints } from './endpoint.ts';
import { maintenanceDetails, maintenanceRecord, executionForm } from './maintenance-executions.ts';
import { maintenanceListingQuery, maintenanceReport, maintenanceSummary, maintenanceTimeline, reportQuery, REPORT_LONGEST_DAYS, summaryQuery, summarySendForm, summarySendResult, timelineQuery } from './maintenance-overview.ts';
import { enabledMaintenance, programmeForm, publicIdParams, publicMaintenanceDetails } from './maintenance-programme.ts';
import { catalogActivity, periodicity, referenceItem } from './maintenance-reference.ts';

/**
 * ABNT NBR 5674: every building keeps a maintenance programme (system, activity, periodicity, who is responsible)
 * and the record of every execution with its evidence. Master picks a condominium's activities from a catalogue
 * ("dynamic maintenances"); the síndico, the zelador and the engenheiro record and follow them.
 */

// The module's parts, imported from here: the reference data, the programme, its executions and how they are read together.
export * from './maintenance-reference.ts';
export * from './maintenance-programme.ts';
export * from './maintenance-executions.ts';
export * from './maintenance-overview.ts';

export const maintenanceEndpoints = defineEndpoints('maintenance', {
  types: { method: 'GET', path: '/maintenance-types/all', summary: 'Tipos de manutenção', response: dataEnvelope(z.array(referenceItem)) },
  periodicities: { method: 'GET', path: '/maintenance-periodicities/all', summary: 'Periodicidades, com o intervalo de cada uma', response: dataEnvelope(z.array(periodicity)) },
  responsibleTypes: { method: 'GET', path: '/maintenance-responsible-types/all', summary: 'Tipos de responsável (NBR 5674)', response: dataEnvelope(z.array(referenceItem)) },
  documentTypes: { method: 'GET', path: '/maintenance-document-types/all', summary: 'Tipos de comprovante de execução', response: dataEnvelope(z.array(referenceItem)) },
  catalog: { method: 'GET', path: '/maintenance-catalog/all', summary: 'O catálogo de atividades padrão por sistema', response: dataEnvelope(z.array(catalogActivity)) },
  enabled: {
    method: 'GET',
    path: '/maintenance/all-by-condominium/:condominiumUuid',
    summary: 'As manutenções habilitadas de um condomínio (404: nenhuma)',
    params: z.strictObject({ condominiumUuid: uuidParam }),
    response: dataEnvelope(z.array(enabledMaintenance)),
  },
  enable: {
    method: 'POST',
    path: '/maintenance/enable-dynamic-maintenance/:id',
    summary: 'Habilita atividades para um condomínio (master)',
    params: idParams,
    body: programmeForm,
    response: dataEnvelope(z.array(enabledMaintenance)),
    status: 201,
  },
  updateProgramme: {
    method: 'PUT',
    path: '/maintenance/update-dynamic-maintenance/:id',
    summary: 'Altera as manutenções habilitadas de um condomínio (master)',
    params: idParams,
    body: programmeForm,
    response: dataEnvelope(z.array(enabledMaintenance)),
  },
  listing: listingEndpoint('/maintenance/listing', 'O programa de manutenção dos condomínios do chamador, com a situação de cada atividade (vencidas primeiro)', maintenanceListingQuery, enabledMaintenance),
  show: {
    method: 'GET',
    path: '/maintenance/show/:id',
    summary: 'Uma execução, com os comprovantes',
    params: idParams,
    response: dataEnvelope(maintenanceRecord),
  },
  records: {
    method: 'GET',
    path: '/maintenance/listing-by-condominium',
    summary: 'As execuções registradas nos condomínios do chamador, mais recentes primeiro',
    query: maintenanceListingQuery,
    response: pagedList(maintenanceRecord),
  },
  details: {
    method: 'GET',
    path: '/maintenance/show-by-condominium/:id',
    summary: 'Uma manutenção habilitada, com todas as execuções',
    params: idParams,
    response: dataEnvelope(maintenanceDetails),
  },
  record: {
    method: 'POST',
    path: '/maintenance/store-by-condominium',
    summary: 'Registra a execução de uma manutenção; a próxima data conta a partir do dia em que foi feita',
    body: executionForm,
    response: dataEnvelope(maintenanceRecord),
    status: 201,
  },
  timeline: {
    method: 'GET',
    path: '/maintenance/timeline/:id',
    summary: 'Linha do tempo de um condomínio: execuções feitas e vencimentos previstos',
    params: idParams,
    query: timelineQuery,
    response: dataEnvelope(maintenanceTimeline),
  },
  summary: {
    method: 'GET',
    path: '/maintenance/summary/:id',
    summary: 'Resumo de um condomínio em um período: por situação e por sistema',
    params: idParams,
    query: summaryQuery,
    response: dataEnvelope(maintenanceSummary),
  },
  report: {
    method: 'GET',
    path: '/maintenance/report/:id',
    summary: `Relatório para assembleia de um condomínio: resumo, execuções com comprovantes e vencidas, em um período de até ${REPORT_LONGEST_DAYS} dias (padrão: o ano corrente)`,
    params: idParams,
    query: reportQuery,
    response: dataEnvelope(maintenanceReport),
  },
  sendSummary: {
    method: 'POST',
    path: '/whatsapp_service/send-summary-maintenance',
    summary: 'Envia o resumo de manutenção do condomínio por WhatsApp ao síndico (`dry_run`: só a prévia do texto e dos destinatários)',
    body: summarySendForm,
    response: dataEnvelope(summarySendResult),
  },
  publicDetails: {
    method: 'GET',
    path: '/qrcode-data/:id',
    summary: 'O que a etiqueta QR de um equipamento mostra a quem a lê, sem login',
    params: publicIdParams,
    response: dataEnvelope(publicMaintenanceDetails),
  },
});
