import type { FastifyInstance, FastifySchema, HTTPMethods } from 'fastify';

/** One method and URL the API answers, with the schema it was registered with. */
export interface RouteTableEntry {
  method: HTTPMethods;
  /** Fastify's path syntax: `/v1/teams/:id`, `/docs/*`. */
  url: string;
  schema: (FastifySchema & { hide?: boolean }) | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after `registerRouteTable`, as registered (tests walk it; the router cannot list). */
    routeTable: readonly RouteTableEntry[];
  }
}

/** Records every route registered from now on in `app.routeTable`. Call it before any route is registered. */
export function registerRouteTable(app: FastifyInstance): void {
  const routes: RouteTableEntry[] = [];
  app.decorate('routeTable', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      routes.push({ method, url: route.url, schema: route.schema as RouteTableEntry['schema'] });
    }
  });
}
