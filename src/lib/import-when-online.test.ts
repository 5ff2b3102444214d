import { afterEach, describe, expect, it, vi } from 'vitest';
import { importWhenOnline } from './import-when-online.ts';

describe('importWhenOnline (issue 23 §2)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('tries a chunk that failed offline again when the connection returns', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue('module');
    const loaded = importWhenOnline(load);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await expect(loaded).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('lets a failure while online through, as before', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await expect(importWhenOnline(() => Promise.reject(new Error('broken chunk')))).rejects.toThrow('broken chunk');
  });
});
