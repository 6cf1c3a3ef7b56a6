import { createElement, lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A component whose code loads on first render (React.lazy), with `preload()` to start that load
 * earlier — on hover or focus of what opens it — so the first open shows no delay. Keeps what is
 * not on screen (dialogs, drawers) out of a page's first load.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: { renderedOnServer?: boolean } = {},
) {
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  let loaded = false;
  const loadOnce = () => {
    loading ??= load().then(
      (Component) => {
        loaded = true;
        return { default: Component };
      },
      (error: unknown) => {
        // A failed download (offline for a moment) is tried again on the next open.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  // A failed preload is not reported: the render that needs the code tries again and shows it.
  const preload = () => void loadOnce().catch(() => undefined);
  // Once loaded, it renders at once (React.lazy keeps the module): a page can skip what it would
  // otherwise wait for before loading it.
  const isLoaded = () => loaded;
  const component = import.meta.env.SSR ? onTheServer(load, options) : lazy(loadOnce);
  return Object.assign(component, { preload, isLoaded });
}

/** The code of the components the server renders, loading (`serverComponentsReady`). */
const serverLoads: Promise<unknown>[] = [];

/** Resolves once every component the server renders has its code (first-paint/first-paint.tsx). */
export function serverComponentsReady(): Promise<void> {
  return Promise.all(serverLoads).then(() => undefined);
}

/**
 * A lazy component as the server renders it (first-paint/first-paint.tsx):
 * - a route's page (`renderedOnServer`) is rendered, its code loaded before the first request;
 * - any other part shows what a first visit shows until its code has arrived: the fallback of
 *   its Suspense boundary, the same for every request, which the browser then fills in.
 */
function onTheServer<P extends object>(load: () => Promise<ComponentType<P>>, options: { renderedOnServer?: boolean }) {
  if (!options.renderedOnServer) return lazy(() => new Promise<{ default: ComponentType<P> }>(() => undefined));
  let Loaded: ComponentType<P> | undefined;
  serverLoads.push(load().then((component) => (Loaded = component)));
  function RenderedOnServer(props: P) {
    if (!Loaded) throw new Error('A page was rendered on the server before serverComponentsReady() resolved');
    return createElement(Loaded, props);
  }
  // The same type as React.lazy's: callers render both alike.
  return RenderedOnServer as unknown as LazyExoticComponent<ComponentType<P>>;
}

/**
 * True from the first time `open` is true: a lazy dialog mounts then and stays mounted, so it
 * closes with its animation and reopens at once.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/**
 * The handlers that show a shopper is about to open something (hover, focus, touch), each
 * calling `preload`: spread them on the control that opens a lazy dialog or drawer. Without a
 * `preload` (nothing to load), no handlers.
 */
export function preloadOnIntent(preload: (() => void) | undefined) {
  return { onPointerEnter: preload, onFocus: preload, onTouchStart: preload };
}
