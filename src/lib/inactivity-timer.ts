/** SPEC §4 and §9: 20 minutes without mouse or key activity, then a warning with 5 minutes to answer. */
export const INACTIVITY_LIMIT_MS = 20 * 60_000;
export const INACTIVITY_GRACE_MS = 5 * 60_000;

/** What counts as activity: the mouse and the keyboard (SPEC §4), and touch, a phone's mouse. */
export const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'wheel', 'keydown', 'touchstart'] as const;

export type InactivityPhase = 'stopped' | 'watching' | 'warning';

interface InactivityTimerOptions {
  idleMs?: number;
  graceMs?: number;
  /** The person has been idle for `idleMs`: ask whether to continue. */
  onIdle: () => void;
  /** No answer within `graceMs` of the warning. */
  onExpire: () => void;
}

export interface InactivityTimer {
  readonly phase: InactivityPhase;
  /** Starts (or restarts, after "continue") watching from now. */
  start: () => void;
  /** Records activity; ignored during the warning, which only an answer ends. */
  activity: () => void;
  stop: () => void;
}

/**
 * The inactivity clock. Activity only records a timestamp (mousemove fires constantly); a single timeout checks
 * it when the limit could have been reached and re-arms itself for the remainder when it has not.
 */
export function createInactivityTimer({
  idleMs = INACTIVITY_LIMIT_MS,
  graceMs = INACTIVITY_GRACE_MS,
  onIdle,
  onExpire,
}: InactivityTimerOptions): InactivityTimer {
  let phase: InactivityPhase = 'stopped';
  let lastActivity = 0;
  let timeout: ReturnType<typeof setTimeout> | undefined;

  const arm = (ms: number, callback: () => void) => {
    clearTimeout(timeout);
    timeout = setTimeout(callback, ms);
  };

  const checkIdle = () => {
    const idleFor = Date.now() - lastActivity;
    if (idleFor < idleMs) return arm(idleMs - idleFor, checkIdle);
    phase = 'warning';
    arm(graceMs, () => {
      phase = 'stopped';
      onExpire();
    });
    onIdle();
  };

  return {
    get phase() {
      return phase;
    },
    start: () => {
      phase = 'watching';
      lastActivity = Date.now();
      arm(idleMs, checkIdle);
    },
    activity: () => {
      if (phase === 'watching') lastActivity = Date.now();
    },
    stop: () => {
      phase = 'stopped';
      clearTimeout(timeout);
    },
  };
}
