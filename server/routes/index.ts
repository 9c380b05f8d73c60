/**
 * Every route module, registered in this order by buildApp. A module is a function
 * `(router, ctx, app) => void` that declares its routes with `router.route(API.x, {...})`.
 * To add one: write `server/routes/<group>.ts` exporting `register<Group>Routes`, then add it here.
 */
import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../context'
import type { Router } from '../http/router'

export type RouteModule = (router: Router, ctx: ServerContext, app: FastifyInstance) => void

export const ROUTE_MODULES: RouteModule[] = []
