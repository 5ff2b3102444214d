import { onlineManager } from '@tanstack/react-query';
import type { AnyRoute } from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { whenScreenCodeLoadable } from './screen-code.ts';

/** A route as autoCodeSplitting leaves it: its component lazy (with `preload`) until its code arrives. */
const route = (codeHere: boolean) => ({ options: { component: codeHere ? () => null : Object.assign(() => null, { preload: async () => {} }) } }) as unknown as AnyRoute;

describe('a screen whose code never arrived, offline (issue 23 §2)', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('goes on at once online, or offline when every screen of the navigation is already here', () => {
    expect(whenScreenCodeLoadable([route(false)])).toBeUndefined();
    onlineManager.setOnline(false);
    expect(whenScreenCodeLoadable([route(true), undefined])).toBeUndefined();
  });

  it('waits offline until the connection returns', async () => {
    onlineManager.setOnline(false);
    let loadable = false;
    const waiting = whenScreenCodeLoadable([route(true), route(false)])!.then(() => (loadable = true));
    await Promise.resolve();
    expect(loadable).toBe(false);
    onlineManager.setOnline(true);
    await waiting;
    expect(loadable).toBe(true);
  });
});
