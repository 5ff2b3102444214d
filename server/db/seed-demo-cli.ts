import { loadConfig } from '#server/config.ts';
import { openDatabase } from './database.ts';
import { seedDemo } from './seed-demo.ts';
import { describeDemoAccounts } from './seed-demo-report.ts';

/** `npm run seed:demo`: adds the demo condominium and its people to the configured database. */
const config = loadConfig();
const database = await openDatabase(config, { info: console.log, warn: console.warn });
try {
  const result = await seedDemo(database.db, config.seedDemoPassword);
  console.log(result.created ? 'Dados de demonstração criados.' : 'Os dados de demonstração já existiam.');
  console.log(describeDemoAccounts(result).join('\n'));
} finally {
  await database.close();
}
