// `npm run audit` (and .ci/run): the production dependencies against the npm registry's advisories (issue 24 §3).
// Fails on a high or critical one. When the registry cannot be asked (some mirrors answer the advisories endpoint
// with 405, a machine may be offline), it says plainly that nothing was checked and passes: an audit that could not
// run is no finding, but neither is it ever reported as a clean one.
import { spawnSync } from 'node:child_process';

const BLOCKING = new Set(['critical', 'high']);
const SEVERITY_NAMES = { critical: 'crítica', high: 'alta', moderate: 'moderada', low: 'baixa', info: 'informativa' };
const SEVERITY_ORDER = ['critical', 'high', 'moderate', 'low', 'info'];

const audit = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
if (audit.error) fail(`não foi possível executar o npm (${audit.error.message}).`);

const report = parse(audit.stdout);
if (report.auditReportVersion === 2 && report.vulnerabilities && report.metadata?.vulnerabilities) judge(report);
// npm prints this shape (message, uri, statusCode…) only when the advisories endpoint failed or could not be reached.
else if (typeof report.message === 'string') registryUnavailable(report);
else fail(report.error?.summary ? `${report.error.summary}${report.error.code ? ` (${report.error.code})` : ''}` : 'o npm não devolveu um relatório reconhecível.');

function parse(stdout) {
  try {
    const value = JSON.parse(stdout);
    if (value && typeof value === 'object') return value;
  } catch {
    // Told apart below, with what npm wrote on stderr.
  }
  const detail = (audit.stderr || stdout || '').trim().split('\n').slice(-3).join(' ');
  return fail(`o npm não devolveu um relatório em JSON${detail ? `: ${detail}` : ''}.`);
}

function judge({ vulnerabilities, metadata }) {
  const counts = metadata.vulnerabilities;
  const checked = metadata.dependencies?.prod;
  const blocking = Object.values(vulnerabilities)
    .filter((vulnerability) => BLOCKING.has(vulnerability.severity))
    .sort((a, b) => SEVERITY_ORDER.indexOf(a.severity) - SEVERITY_ORDER.indexOf(b.severity) || a.name.localeCompare(b.name));
  const others = ['moderate', 'low', 'info'].filter((severity) => counts[severity] > 0).map((severity) => `${counts[severity]} ${SEVERITY_NAMES[severity]}(s)`);
  const scope = checked === undefined ? 'nas dependências de produção' : `nas ${checked} dependências de produção verificadas`;

  if (blocking.length === 0) {
    console.log(`npm audit: nenhuma vulnerabilidade alta ou crítica ${scope}.${others.length ? ` Abaixo do limite: ${others.join(', ')}.` : ''}`);
    process.exit(0);
  }
  console.error(`npm audit: ${blocking.length} pacote(s) com vulnerabilidade alta ou crítica ${scope}:`);
  for (const vulnerability of blocking) console.error(describe(vulnerability));
  if (others.length) console.error(`Abaixo do limite, sem bloquear: ${others.join(', ')}.`);
  console.error('Atualize os pacotes (npm audit fix, ou a versão indicada) e rode `npm run audit` de novo.');
  process.exit(1);
}

/** One package: its severity, what is wrong with it (its own advisories, or the packages it is vulnerable through) and the way out. */
function describe({ name, severity, range, via, fixAvailable }) {
  const advisories = via.filter((entry) => typeof entry === 'object').map((entry) => `${entry.title} (${SEVERITY_NAMES[entry.severity] ?? entry.severity}) ${entry.url}`);
  const through = via.filter((entry) => typeof entry === 'string');
  const lines = [`- ${name} ${range ? `${range} ` : ''}— ${SEVERITY_NAMES[severity]}`];
  for (const advisory of advisories) lines.push(`    ${advisory}`);
  if (through.length) lines.push(`    por depender de: ${through.join(', ')}`);
  lines.push(`    correção: ${fixOf(fixAvailable)}`);
  return lines.join('\n');
}

function fixOf(fixAvailable) {
  if (fixAvailable === true) return 'npm audit fix';
  if (fixAvailable && typeof fixAvailable === 'object') {
    return `${fixAvailable.name}@${fixAvailable.version}${fixAvailable.isSemVerMajor ? ' (versão major: revise as mudanças)' : ''}`;
  }
  return 'nenhuma publicada ainda';
}

function registryUnavailable({ message }) {
  console.warn(
    [
      'AVISO: a auditoria de dependências NÃO foi feita; nenhuma vulnerabilidade foi verificada.',
      `O registro npm não respondeu à consulta de vulnerabilidades: ${message}`,
      'Rode `npm run audit` numa máquina com acesso a um registro que ofereça essa consulta (https://registry.npmjs.org).',
    ].join('\n'),
  );
  process.exit(0);
}

function fail(reason) {
  console.error(`A auditoria de dependências não pôde ser feita: ${reason}`);
  process.exit(1);
}
