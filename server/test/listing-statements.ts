import type { Executor } from '#server/db/client.ts';
import { countedKeys, runOnApp, type Listing, type ListingRequest, type RunStatement } from '#server/platform/listing.ts';

/** The statements a listing sends for a page's keys and total, in order, as SQL text. */
export async function listingStatements<Row, Item>(db: Executor, listing: Listing<Row, Item>, request: ListingRequest) {
  const seen: string[] = [];
  const recording: RunStatement = (executor, statement, prepared) => {
    seen.push(statement.toSQL().sql);
    return runOnApp(executor, statement, prepared);
  };
  await countedKeys(db, recording, listing, request);
  return seen;
}
