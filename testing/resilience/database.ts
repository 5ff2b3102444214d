import { EmbeddedDatabase } from './embedded-database.ts';
import { MachineDatabase } from './machine-database.ts';

/**
 * The PostgreSQL a resilience run writes to and crashes: the embedded one the API starts in DATA_DIR (the default),
 * or the machine's Debian cluster with RESILIENCE_DATABASE=machine (CI, where nothing else uses it by then).
 */
export interface ResilienceDatabase {
  /** Which PostgreSQL the run uses, for the report. */
  readonly description: string;
  /** Whether the API starts it itself (and leaves it behind when killed). */
  readonly embedded: boolean;
  /** Readies it before the first start; returns the environment the API needs to use it. */
  prepare(): Promise<Record<string, string>>;
  /** Stops it in immediate mode, as in a crash; false when it was not running. */
  crash(): Promise<boolean>;
  /** Before the API starts again after a round: running and accepting connections. */
  restart(): Promise<void>;
  /** The superuser's connection to the run's database, for the checks. */
  ownerUrl(): string;
  /** Whether a PostgreSQL the API started is still running after the API exited. */
  leftRunning(): boolean;
  /** At the end of the run, whatever happened: nothing of the run left running, nothing shared left stopped. */
  release(): Promise<void>;
  /** The same in a hurry, synchronously, for a process exiting on a signal or an uncaught error. */
  releaseNow(): void;
}

export function chooseDatabase(dataDir: string): Promise<ResilienceDatabase> {
  const choice = process.env.RESILIENCE_DATABASE || 'embedded';
  if (choice === 'embedded') return Promise.resolve(new EmbeddedDatabase(dataDir));
  if (choice === 'machine') return MachineDatabase.locate();
  return Promise.reject(new Error(`RESILIENCE_DATABASE=${choice} não existe: use "embedded" (o padrão) ou "machine".`));
}
