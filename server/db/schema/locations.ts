import { index, integer, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';

export const states = pgTable('states', {
  /** IBGE code of the state (two digits). */
  id: smallint('id').primaryKey(),
  uf: varchar('uf', { length: 2 }).notNull().unique(),
  name: text('name').notNull(),
});

export const cities = pgTable(
  'cities',
  {
    /** IBGE code of the municipality (seven digits). */
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    stateId: smallint('state_id')
      .notNull()
      .references(() => states.id),
  },
  (table) => [index('cities_state_id_idx').on(table.stateId)],
);
