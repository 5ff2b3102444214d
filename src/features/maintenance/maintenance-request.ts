import { FIRST_PAGE } from '#src/lib/listing-search.ts';
import type { MaintenanceSearch } from './maintenance-search.ts';

// Apart from the search: the route definitions (with the search's validator) load with the first page, and the
// request is built where the listing loads (the route's loader, the screen), not on /login (issue 3's budget).

/** The structured filter of the maintenance calls, as contract/maintenance.ts `maintenanceFilter` reads it. */
function maintenanceFilterOf(search: MaintenanceSearch) {
  return {
    ...(search.situations && { status: search.situations }),
    ...(search.system && { system: search.system }),
    ...(search.periodicity && { periodicity: search.periodicity }),
    ...(search.responsible && { responsible_type: search.responsible }),
    ...(search.condominium && { condominium: search.condominium }),
    ...(search.from && { from: search.from }),
    ...(search.to && { to: search.to }),
  };
}

/** A maintenance listing's request: page, text filter, and the structured filter as serialized JSON (`selected_filter`). */
export function maintenanceListingParams(search: MaintenanceSearch): { page: number; filter?: string; selected_filter?: string } {
  const filter = search.filter?.trim();
  const selected = maintenanceFilterOf(search);
  return {
    page: search.page ?? FIRST_PAGE,
    ...(filter && { filter }),
    ...(Object.keys(selected).length > 0 && { selected_filter: JSON.stringify(selected) }),
  };
}
