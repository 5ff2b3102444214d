import { z } from 'zod';
import { dataEnvelope } from './common.ts';
import { defineEndpoints } from './endpoint.ts';

/** SPEC §6: the modules a condominium's plan may allow. */
export const MODULES = ['dashboard', 'users', 'apartment', 'document', 'reforms', 'maintenance'] as const;
export const moduleKey = z.enum(MODULES);
export type ModuleKey = z.infer<typeof moduleKey>;

export const PLAN_NAMES = ['Free', 'Basic', 'Special', 'Premium'] as const;
export const planName = z.enum(PLAN_NAMES);
export type PlanName = z.infer<typeof planName>;

/** SPEC §6 and §9: Free 0, Basic 1, Special 2, Premium 3. */
export const PLAN_RANK: Record<PlanName, number> = { Free: 0, Basic: 1, Special: 2, Premium: 3 };
export const DEFAULT_PLAN: PlanName = 'Free';

export const plan = z.object({
  uuid: z.uuid(),
  name: planName,
  rank: z.number().int(),
  modules: z.array(moduleKey),
});
export type Plan = z.infer<typeof plan>;

export const plansEndpoints = defineEndpoints('plans', {
  list: { method: 'GET', path: '/plans', summary: 'Lista os planos de assinatura', response: dataEnvelope(z.array(plan)) },
});
