import { USER_TYPES, type UserType } from '#contract/user-types.ts';
import { validateCondominiumListingSearch, type ListingSearch } from '#src/lib/listing-search.ts';

// Written by hand rather than with zod, as lib/listing-search.ts: /user-register's route definition loads with the first page.

/** The users listing's search (/user-register): a condominium and a type of user too. */
export interface UsersSearch extends ListingSearch {
  type?: UserType;
}

export function validateUsersSearch(search: Record<string, unknown>): UsersSearch {
  return { ...validateCondominiumListingSearch(search), type: USER_TYPES.find((known) => known === search.type) };
}
