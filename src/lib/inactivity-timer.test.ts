import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createInactivityTimer, INACTIVITY_GRACE_MS, INACTIVITY_LIMIT_MS } from './inactivity-timer.ts';

const MINUTE = 60_000;

describe('inactivity timer (SPEC §4, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setup() {
    const onIdle = vi.fn();
    const onExpire = vi.fn();
    const timer = createInactivityTimer({ onIdle, onExpire });
    timer.start();
    return { timer, onIdle, onExpire };
  }

  it('uses 20 minutes and a 5-minute grace period', () => {
    expect(INACTIVITY_LIMIT_MS).toBe(20 * MINUTE);
    expect(INACTIVITY_GRACE_MS).toBe(5 * MINUTE);
  });

  it('warns after 20 minutes without activity, and expires 5 minutes later', () => {
    const { timer, onIdle, onExpire } = setup();
    vi.advanceTimersByTime(20 * MINUTE - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledOnce();
    expect(timer.phase).toBe('warning');

    vi.advanceTimersByTime(5 * MINUTE - 1);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledOnce();
    expect(timer.phase).toBe('stopped');
  });

  it('counts the 20 minutes from the last activity', () => {
    const { timer, onIdle } = setup();
    vi.advanceTimersByTime(15 * MINUTE);
    timer.activity();
    vi.advanceTimersByTime(15 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5 * MINUTE);
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it('ignores activity during the warning: only an answer ends it', () => {
    const { timer, onExpire } = setup();
    vi.advanceTimersByTime(20 * MINUTE);
    timer.activity();
    vi.advanceTimersByTime(5 * MINUTE);
    expect(onExpire).toHaveBeenCalledOnce();
  });

  it('restarts the full 20 minutes when the person continues', () => {
    const { timer, onIdle, onExpire } = setup();
    vi.advanceTimersByTime(22 * MINUTE);
    timer.start();
    expect(timer.phase).toBe('watching');
    vi.advanceTimersByTime(19 * MINUTE);
    expect(onExpire).not.toHaveBeenCalled();
    expect(onIdle).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(1 * MINUTE);
    expect(onIdle).toHaveBeenCalledTimes(2);
  });

  it('does nothing once stopped', () => {
    const { timer, onIdle, onExpire } = setup();
    timer.stop();
    vi.advanceTimersByTime(60 * MINUTE);
    expect(onIdle).not.toHaveBeenCalled();
    expect(onExpire).not.toHaveBeenCalled();
  });
});
