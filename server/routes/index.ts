/**
 * Every route module, registered in this order by buildApp. A module is a function
 * `(router, ctx, app) => void` that declares its routes with `router.route(API.x, {...})`.
 * To add one: write `server/routes/<group>.ts` exporting a `RouteModule`, then add it to the list.
 */
import type { FastifyInstance } from 'fastify'
import type { ServerContext } from '../context'
import type { Router } from '../http/router'
import { registerAdminRoutes } from './admin'
import { registerApplyRoutes } from './apply'
import { registerAuthRoutes } from './auth'
import { registerBankRoutes } from './bank'
import { registerConfigRoutes } from './config'
import { registerContractRoutes } from './contracts'
import { registerIdentityRoutes } from './identity'
import { registerOrderRoutes } from './orders'
import { registerOtherRoutes } from './other'
import { registerUploadRoutes } from './upload'
import { registerUserDataRoutes } from './user-data'

export type RouteModule = (router: Router, ctx: ServerContext, app: FastifyInstance) => void

export const ROUTE_MODULES: RouteModule[] = [
  registerAuthRoutes,
  registerUserDataRoutes,
  registerIdentityRoutes,
  registerBankRoutes,
  registerConfigRoutes,
  registerOtherRoutes,
  registerUploadRoutes,
  // loans (server-loans' modules: please keep these four when editing this list)
  registerApplyRoutes,
  registerOrderRoutes,
  registerContractRoutes,
  registerAdminRoutes,
]
