import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productToday } from '#contract/calendar.ts';
import { scheduledJobRuns } from '#server/db/schema.ts';
import { startTestApp, type TestApp } from '#server/test/test-app.ts';
import { runDueJobs, type ScheduledJob } from './scheduled-jobs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A pino logger whose lines are kept, to see what each process said. */
function capturedLog() {
  const lines: { level: number; msg: string }[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
      done();
    },
  });
  return { log: pino({ level: 'info' }, sink), lines };
}

describe('scheduled jobs across processes', () => {
  it('skips at once, without a failure, a job that another process is running now', async () => {
    let release!: () => void;
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const slow: ScheduledJob = {
      name: 'lenta-de-teste',
      run: () => {
        started();
        return new Promise<void>((resolve) => (release = resolve));
      },
    };
    const first = capturedLog();
    const second = capturedLog();
    const today = productToday();

    const firstRun = runDueJobs(t.appDb, [slow], first.log, today);
    await running;
    // The second process neither waits for the first's uncommitted claim nor counts the job as failed.
    await runDueJobs(t.appDb, [slow], second.log, today);
    expect(second.lines).toEqual([]);
    release();
    await firstRun;

    expect(first.lines.map((line) => line.msg)).toEqual([`Tarefa agendada lenta-de-teste executada para ${today}.`]);
    expect(await t.db.$count(scheduledJobRuns, eq(scheduledJobRuns.job, 'lenta-de-teste'))).toBe(1);
    // Once it has run, a later tick sees the day's row and skips it too.
    await runDueJobs(t.appDb, [slow], second.log, today);
    expect(second.lines).toEqual([]);
  });
});
