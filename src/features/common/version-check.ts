import { commonRequests } from '#src/api/common/common-requests.ts';
import { useSession } from '#src/stores/session.ts';

export const VERSION_STORAGE_KEY = 'zelo-version';

export type VersionCheckResult = 'first-visit' | 'current' | 'outdated' | 'unavailable';

interface VersionCheckOptions {
  fetchVersion?: () => Promise<string>;
  storage?: Storage;
  reload?: () => void;
}

/**
 * SPEC §4 "Version check": at start, the deployed version is compared with the one stored by the last visit;
 * when they differ, the session ends, local storage is cleared (saved session and preferences may not fit the new
 * build) and the page reloads. A first visit just records the version.
 */
export async function checkVersion({
  fetchVersion = commonRequests.version,
  storage = window.localStorage,
  reload = () => window.location.reload(),
}: VersionCheckOptions = {}): Promise<VersionCheckResult> {
  let deployed: string;
  try {
    deployed = await fetchVersion();
  } catch {
    // Offline or a server hiccup: keep what is stored and check again on the next start.
    return 'unavailable';
  }
  const stored = storage.getItem(VERSION_STORAGE_KEY);
  if (stored === deployed) return 'current';
  if (stored === null) {
    storage.setItem(VERSION_STORAGE_KEY, deployed);
    return 'first-visit';
  }
  // The saved session goes with the rest of storage; the running page must not keep it (and its cached data) either
  // while it reloads.
  useSession.getState().clearSession();
  storage.clear();
  storage.setItem(VERSION_STORAGE_KEY, deployed);
  reload();
  return 'outdated';
}
