import { lazy, Suspense, type ComponentType } from "react";

/**
 * A component whose code the browser fetches only when a page first renders it (an error screen,
 * a flash toast, the cookie notice before it is accepted), not with every page's frame.
 *
 * The server renders it at once: pass the component as `now`, imported with a top-level await
 * behind `import.meta.env.SSR` (`import.meta.env.SSR ? (await import("./X")).X : undefined`): the
 * browser build drops that branch, import included, and keeps only `load`'s (a static import
 * would pull the module back into the importer's chunk). The Suspense boundary is on both sides,
 * so the server's markup and the browser's tree match; while the code loads during hydration
 * React keeps the server's markup in place (nothing flashes), and a later client-side render
 * shows nothing until it arrives. The vite config keeps modules imported on demand out of the
 * frame chunk.
 */
export function onDemand<P extends object>(
  now: ComponentType<P> | undefined,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  // A plain function component type: React.lazy's exotic type would not take `P` as its props.
  const Component = (now ?? lazy(async () => ({ default: await load() }))) as (props: P) => React.ReactNode;
  function OnDemand(props: P) {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  return OnDemand;
}
