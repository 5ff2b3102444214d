/** Raised by `withDeadline` when the work did not settle in time. */
export class DeadlineExceeded extends Error {
  constructor(ms: number) {
    super(`no answer within ${ms} ms`);
    this.name = 'DeadlineExceeded';
  }
}

/**
 * `work`, or a DeadlineExceeded after `ms`: for checks that must answer quickly even when what they ask is stuck
 * (a database that accepts connections but never replies). The work itself goes on; its result is dropped.
 */
export async function withDeadline<T>(work: PromiseLike<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new DeadlineExceeded(ms)), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
