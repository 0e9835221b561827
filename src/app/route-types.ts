import type { ComponentType, LazyExoticComponent } from 'react';

/** One route of the router: a path pattern of the route manifest (wouter syntax) and its page. */
export interface RouteDef {
  path: string;
  // Pages take different props (a page with `params` of its own shape, most with none). React's types accept all
  // of them in one table only as `any`: LazyExoticComponent requires ComponentType<any>, and ComponentType<unknown>
  // rejects every page that takes props.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
  component: LazyExoticComponent<ComponentType<any>> | ComponentType<any>;
}
