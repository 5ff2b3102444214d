// `npm run bench`: every benchmark in turn, each in its own process (a fresh heap and JIT for each), and a
// failed budget anywhere fails the whole run — after all of them have run and printed their figures.
import { spawnSync } from 'node:child_process';

const benchmarks = ['bench/login-js-size.ts', 'bench/request-path.ts', 'bench/tenancy.ts', 'bench/listings-scale.ts', 'bench/dashboard-scale.ts', 'bench/endpoints.ts', 'bench/lighthouse.ts', 'bench/spa-screens.ts'];

const failed = benchmarks.filter((script) => {
  console.log(`\n### ${script}`);
  return spawnSync('npx', ['tsx', script], { stdio: 'inherit' }).status !== 0;
});
if (failed.length) {
  console.error(`\nOrçamentos estourados ou erro em: ${failed.join(', ')}`);
  process.exitCode = 1;
}
