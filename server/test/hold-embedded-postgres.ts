// Starts the embedded PostgreSQL on the folder given as argument and keeps it running until killed: the
// "other Zelo process" of the data-directory lock tests.
import { startEmbeddedPostgres } from '#server/db/embedded.ts';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: hold-embedded-postgres <dataDir>');
const server = await startEmbeddedPostgres(dataDir, { info: () => {}, warn: () => {} });
process.stdout.write(`ready ${server.url}\n`);
setInterval(() => {}, 60_000);
