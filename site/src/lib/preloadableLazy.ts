import { type ComponentType, createElement, lazy } from 'react'

/** A lazily loaded component that can also be loaded ahead, and then renders without suspending. */
export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Loads the component's chunk (once); awaited by the server before it renders a page that shows it. */
  preload: () => Promise<ComponentType<P>>
}

/**
 * React's `lazy` with a `preload`: once the module is loaded the component renders at once, so the
 * server's `renderToString` writes it instead of its Suspense fallback, and the browser hydrates the
 * server's HTML (under its Suspense boundary) as soon as the chunk arrives.
 */
export function preloadableLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | null = null
  let loading: Promise<ComponentType<P>> | null = null
  const preload = () => {
    loading ??= load().then((component) => {
      loaded = component
      return component
    })
    return loading
  }
  const Lazy = lazy(() => preload().then((component) => ({ default: component })))
  // biome-ignore lint/correctness/noComponentHookFactories: made once per lazy module at import time, like lazy() itself, never during a render
  function Preloadable(props: P) {
    return loaded ? createElement(loaded, props) : createElement(Lazy, props)
  }
  return Object.assign(Preloadable, { preload })
}
