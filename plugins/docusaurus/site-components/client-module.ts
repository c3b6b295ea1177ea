/**
 * A client module as Docusaurus calls it (@docusaurus/types ClientModule): its route lifecycles,
 * as exports of the module or of its default export. Each may return a function, called before
 * the next call of the same lifecycle (client/ClientLifecyclesDispatcher.tsx dispatchLifecycleAction).
 */
export interface RouteLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
}

export interface RouteUpdate {
  location: RouteLocation;
  previousLocation: RouteLocation | null;
}

type Lifecycle = (update: RouteUpdate) => (() => void) | void;

export type ClientModule = {
  onRouteUpdate?: Lifecycle;
  onRouteDidUpdate?: Lifecycle;
  default?: { onRouteUpdate?: Lifecycle; onRouteDidUpdate?: Lifecycle };
};
