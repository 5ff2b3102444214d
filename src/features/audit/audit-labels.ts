/**
 * The audit trail's actions and kinds of record in pt-BR (issue 25 §4), as the server's services write them (the
 * `action` and `entity` of server/platform/audit.ts). One map for the rows and the filters; a code that is not here
 * yet is shown as it is written.
 */
export const AUDIT_ACTIONS: Readonly<Record<string, string>> = {
  create: 'Criação',
  update: 'Alteração',
  activate: 'Ativação',
  inactivate: 'Inativação',
  'bulk-create': 'Criação em lote',
  'read-cpf': 'Leitura de CPF',
  approve: 'Aprovação',
  disapprove: 'Reprovação',
  finish: 'Conclusão',
  resubmit: 'Reenvio para análise',
  'replace-file': 'Troca de arquivo',
  enable: 'Habilitação',
  perform: 'Execução',
  'send-summary': 'Envio de resumo',
  'send-access': 'Envio de acesso',
  'resend-invitation': 'Reenvio de convite',
  'change-password': 'Troca de senha',
  export: 'Exportação de dados pessoais',
  erase: 'Remoção de dados pessoais',
};

export const AUDIT_ENTITIES: Readonly<Record<string, string>> = {
  user: 'Usuário',
  condominium: 'Condomínio',
  apartment: 'Apartamento',
  document: 'Documento',
  reform: 'Reforma',
  maintenance: 'Manutenção',
  prospect: 'Pedido de acesso',
};

const labelOf = (labels: Readonly<Record<string, string>>, code: string) => (Object.hasOwn(labels, code) ? labels[code]! : code);

export const auditActionLabel = (action: string) => labelOf(AUDIT_ACTIONS, action);
export const auditEntityLabel = (entity: string) => labelOf(AUDIT_ENTITIES, entity);

/** The options of a filter's select, in the map's order. */
export const optionsOf = (labels: Readonly<Record<string, string>>) => Object.entries(labels).map(([value, label]) => ({ value, label }));
