import type { Executor } from '#server/db/client.ts';
import { countedKeys, runOn, type Listing, type ListingRequest, type RunStatement } from '#server/platform/listing.ts';

/** The statements a listing sends for a page's keys and total, in order, as SQL text. */
export async function listingStatements<Row, Item>(db: Executor, listing: Listing<Row, Item>, request: ListingRequest) {
  const seen: string[] = [];
  const run = runOn(db);
  const recording: RunStatement = (query, prepared) => {
    seen.push(query.sql);
    return run(query, prepared);
  };
  await countedKeys(recording, listing, request);
  return seen;
}
