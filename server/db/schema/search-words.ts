import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { condominiums } from './condominiums.ts';
import { users } from './users.ts';

/**
 * Every word that appears in a listing's search texts (runs of letters, as the word index splits them), with a trigram
 * index: a word typed in a filter is looked up here for the indexed words that contain it. Kept by the same triggers as
 * the word index, never pruned (a word no row has any more only costs an empty look-up). Holds no row of any tenant.
 */
export const searchVocabulary = (name: string) =>
  pgTable(name, { word: text('word').primaryKey() }, (table) => [index(`${name}_word_idx`).using('gin', sql`${table.word} gin_trgm_ops`)]);

/**
 * A listing's word index (docs/decisions/007): one row per distinct word of a row's search text, keyed by the word and
 * then by the listing's order (`sortName`, stored under the listed table's own column name, then the key), so that the
 * rows having a word are read in the listing's order and several words are intersected by leaping along their lists.
 * Kept by statement-level triggers on the listed table (migration 0013); a row's words go with it.
 */
export const searchWordsTable = (name: string, sortColumn: string, listedKey?: () => AnyPgColumn) =>
  pgTable(
    name,
    {
      word: text('word').notNull(),
      sortName: text(sortColumn).notNull(),
      id: listedKey ? uuid('id').notNull().references(listedKey, { onDelete: 'cascade' }) : uuid('id').notNull(),
    },
    (table) => [primaryKey({ columns: [table.word, table.sortName, table.id] }), index(`${name}_id_idx`).on(table.id)],
  );

/** The master's condominium listing's word index and vocabulary. */
export const condominiumSearchWords = searchWordsTable('condominium_search_words', 'comercial_name', () => condominiums.id);
export const condominiumSearchVocabulary = searchVocabulary('condominium_search_vocabulary');

/** The master's users listing's word index and vocabulary. */
export const userSearchWords = searchWordsTable('user_search_words', 'name', () => users.id);
export const userSearchVocabulary = searchVocabulary('user_search_vocabulary');
