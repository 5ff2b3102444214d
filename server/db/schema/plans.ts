import { pgEnum, pgTable, smallint } from 'drizzle-orm/pg-core';
import { MODULES, PLAN_NAMES } from '#contract/plans.ts';
import { id, createdAt, updatedAt } from './columns.ts';

export const planName = pgEnum('plan_name', PLAN_NAMES);
export const moduleKey = pgEnum('module_key', MODULES);

export const plans = pgTable('plans', {
  id: id(),
  name: planName('name').notNull().unique(),
  rank: smallint('rank').notNull().unique(),
  modules: moduleKey('modules').array().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
