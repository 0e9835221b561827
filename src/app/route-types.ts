import type { ComponentType, LazyExoticComponent } from 'react';

/** One entry of the route table: a path pattern (wouter syntax) and its page. */
export interface RouteDef {
  path: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  component: LazyExoticComponent<ComponentType<any>> | ComponentType<any>;
}

/** An old path that forwards to a new one (`:param` segments are carried over). */
export interface RedirectDef {
  from: string;
  to: string;
}
