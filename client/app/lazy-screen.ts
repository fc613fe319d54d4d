import { createElement, lazy, type ComponentType, type ReactElement } from 'react';

export type ScreenModule = () => Promise<{ default: ComponentType }>;
/** A screen's component that loads its code on first render, or before it with preload(). */
export type LazyScreen = ComponentType & { preload: () => Promise<void> };

/**
 * Every screen is its own chunk, so the first screen loads only what it shows. Once loaded it
 * renders directly, without suspending: the screen the address shows is loaded before React
 * adopts the prerendered HTML (loadRoutesFor), so hydration meets the screen, not a fallback.
 */
export function lazyScreen(load: ScreenModule): LazyScreen {
  let Loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        Loaded = module.default;
      },
      (error: unknown) => {
        loading = undefined; // a later visit (back online) tries again
        throw error;
      },
    ));
  const Pending = lazy(async () => {
    await preload();
    return { default: Loaded as ComponentType };
  });
  const Screen = () => (Loaded ? createElement(Loaded) : createElement(Pending));
  return Object.assign(Screen, { preload });
}

export const screenElement = (load: ScreenModule): ReactElement => createElement(lazyScreen(load));

export function preloadOf(element: unknown): (() => Promise<void>) | undefined {
  const type = (element as ReactElement | undefined)?.type as Partial<LazyScreen> | undefined;
  return typeof type?.preload === 'function' ? type.preload : undefined;
}
