import type { AccessPolicy } from '#server/platform/access/policy.ts';

/** What a route does that decides which errors it can answer, read from its registration. */
export interface RouteFacts {
  method: string;
  access: AccessPolicy;
  upload: boolean;
  rateLimited: boolean;
}

/** The parts of an operation of the generated document that tell which errors it can answer. */
export interface DocumentedOperation {
  operationId?: string;
  parameters?: { in: string }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
}

const API_ERROR = { $ref: '#/components/schemas/ApiError' };

/** The error answers of the API (server/platform/errors.ts), each once, as `components.responses`. */
export const ERROR_RESPONSES = {
  400: { name: 'BadRequest', description: 'Requisição malformada: endereço, JSON ou multipart ilegível (`MALFORMED_JSON`, `MALFORMED_MULTIPART`, `MALFORMED_REQUEST`).' },
  401: { name: 'Unauthorized', description: 'Não autenticado: token ausente, inválido ou expirado (`UNAUTHENTICATED`), ou e-mail e senha que não conferem.' },
  403: { name: 'Forbidden', description: 'Não permitido: tipo de usuário, condomínio, módulo do plano (`MODULE_NOT_ENABLED`) ou conta inativa.' },
  404: { name: 'NotFound', description: 'Registro não encontrado, ou de um condomínio que não é do chamador.' },
  409: { name: 'Conflict', description: 'Conflito com o que já existe (`EMAIL_ALREADY_EXISTS`, `CNPJ_ALREADY_EXISTS`…) ou transição de situação não permitida.' },
  413: { name: 'PayloadTooLarge', description: 'Conteúdo grande demais (`PAYLOAD_TOO_LARGE`); a mensagem diz o limite.' },
  414: { name: 'UriTooLong', description: 'Parâmetro do endereço longo demais (`URI_TOO_LONG`).' },
  415: { name: 'UnsupportedMediaType', description: 'Tipo de conteúdo ou de arquivo não aceito (`UNSUPPORTED_MEDIA_TYPE`).' },
  422: { name: 'ValidationError', description: 'Dados inválidos (`VALIDATION_ERROR` e outros): `errors` traz as mensagens de cada campo.' },
  429: { name: 'TooManyRequests', description: 'Tentativas demais (`RATE_LIMITED`): tente de novo depois de `Retry-After` segundos.' },
  503: { name: 'ServiceUnavailable', description: 'Serviço externo indisponível (`EXTERNAL_SERVICE_UNAVAILABLE`): tente de novo ou preencha os dados à mão.' },
} as const;
export type ErrorStatus = keyof typeof ERROR_RESPONSES;

const UNEXPECTED = { name: 'UnexpectedError', description: 'Erro do servidor ou indisponibilidade momentânea (500, 503 com `Retry-After`): tente de novo.' };

/** `components.responses`: each error answer with the one error schema. */
export function errorResponseComponents() {
  return Object.fromEntries(
    [...Object.values(ERROR_RESPONSES), UNEXPECTED].map(({ name, description }) => [name, { description, content: { 'application/json': { schema: API_ERROR } } }]),
  );
}

const CONFLICTS_ON_UNIQUE_FIELDS = [
  // e-mail and CPF of a person (users_email_unique, users_cpf_unique)
  'usersStore',
  'usersUpdate',
  'usersUpdateProfile',
  // CNPJ of a condominium; an open request for the same CNPJ; access already sent to a síndico no longer active
  'condominiumsStore',
  'condominiumsUpdate',
  'prospectsRegister',
  'prospectsUpdate',
  'prospectsSendAccess',
  // block and number of an apartment
  'apartmentsStore',
  'apartmentsUpdate',
  'apartmentsBulk',
  // name of a document type; the same file already kept by the condominium
  'documentsCreateType',
  'documentsUpdateType',
  'documentUploadsStore',
  'documentUploadsUpdate',
  // names in the maintenance reference lists and catalogue
  ...['Types', 'ResponsibleTypes', 'DocumentTypes', 'Periodicities', 'Catalog'].flatMap((list) => [`referenceEditing${list}Create`, `referenceEditing${list}Update`]),
];

/** Answers a handler gives beyond what the route's shape implies, by operationId; each read from the handler. */
export const HANDLER_ERRORS: Record<string, ErrorStatus[]> = {
  ...Object.fromEntries(CONFLICTS_ON_UNIQUE_FIELDS.map((operationId) => [operationId, [409]])),
  // Wrong e-mail or password; an inactive account or condominium.
  authLogin: [401, 403],
  // The invitation was already accepted: the person has a password.
  usersResendInvitation: [409],
  // A reform's status machine (REFORM_TRANSITIONS): an edit or decision its status does not allow.
  reformsUpdate: [409],
  reformsApprove: [409],
  reformsDisapprove: [409],
  reformsFinish: [409],
  // A path in the body that names no file the caller may read.
  fileDownload: [404],
  // BrasilAPI and ViaCEP may be down or slow.
  externalServicesSearchCnpj: [503],
  externalServicesZipCode: [503],
};

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'DELETE']);

/** Whether a JSON schema names a record by its uuid anywhere (a foreign or unknown one answers 404). */
function namesARecord(schema: unknown): boolean {
  if (!schema || typeof schema !== 'object') return false;
  if ((schema as { format?: unknown }).format === 'uuid') return true;
  return Object.values(schema).some(namesARecord);
}

/**
 * Every error status an operation can answer, derived from what its route does: any request can be malformed (400);
 * a signed-in route refuses a missing session (401) and a caller it does not allow (403); a record named in the path,
 * the query or the body may not exist or not be the caller's (404), and a path parameter may be too long (414); a body may be too large or of another type
 * (413, 415); input is validated (422); limited routes answer 429; and what the handler itself raises.
 */
export function errorStatusesOf(facts: RouteFacts, operation: DocumentedOperation): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>([400]);
  const signedIn = facts.access.scope !== 'public';
  const parameters = operation.parameters ?? [];
  const jsonBody = operation.requestBody?.content?.['application/json']?.schema;
  if (signedIn) {
    statuses.add(401);
    statuses.add(403);
  }
  const pathParameters = parameters.some((parameter) => parameter.in === 'path');
  if (pathParameters) statuses.add(414);
  if (pathParameters || facts.upload || namesARecord(parameters) || namesARecord(jsonBody)) statuses.add(404);
  if (METHODS_WITH_BODY.has(facts.method)) {
    statuses.add(413);
    statuses.add(415);
  }
  if (parameters.length > 0 || jsonBody || facts.upload) statuses.add(422);
  if (facts.rateLimited || facts.upload) statuses.add(429);
  for (const status of HANDLER_ERRORS[operation.operationId ?? ''] ?? []) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}

/** The `responses` entries of an operation's errors, each a reference to its shared answer, and `default` for the rest. */
export function errorResponsesOf(statuses: ErrorStatus[]) {
  return {
    ...Object.fromEntries(statuses.map((status) => [String(status), { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` }])),
    default: { $ref: `#/components/responses/${UNEXPECTED.name}` },
  };
}
