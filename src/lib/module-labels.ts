import type { ModuleKey } from '#contract/plans.ts';

/** How each module is named to a person. */
export const MODULE_LABELS: Readonly<Record<ModuleKey, string>> = {
  dashboard: 'Dashboard',
  users: 'Usuários',
  apartment: 'Apartamentos',
  document: 'Documentos',
  reforms: 'Reformas',
  maintenance: 'Manutenções',
};
