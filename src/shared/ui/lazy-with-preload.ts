import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same bound React.lazy puts on its component
type AnyComponent = ComponentType<any>;

export type PreloadableComponent<C extends AnyComponent = ComponentType> = LazyExoticComponent<C> & {
  /** Starts loading the code now; React will not suspend for it once it has arrived. */
  preload(): Promise<void>;
};

/**
 * React.lazy whose code can be asked for before it is first rendered. When the
 * code is already there at that first render the component renders at once, as
 * if it were not lazy: React reads a settled thenable synchronously, so there is
 * no fallback and none of the up-to-300 ms throttle React puts on revealing a
 * suspended boundary. A failed load can be tried again.
 */
export function lazyWithPreload<C extends AnyComponent>(load: () => Promise<{ default: C }>): PreloadableComponent<C> {
  type Module = { default: C };
  let loaded: Module | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (module) => {
        loaded = module;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const component = lazy(() => {
    if (loaded) {
      const module = loaded;
      // A thenable that calls back at once: React sees it settled during the render.
      return { then: (done: (m: Module) => void) => done(module) } as unknown as Promise<Module>;
    }
    return preload().then(() => loaded as Module);
  });
  return Object.assign(component, { preload });
}
