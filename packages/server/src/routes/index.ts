import type { AnyRoute } from '../http/route.js';
import { systemRoutes } from './system.js';
import { userRoutes } from './user.js';
import { organisationRoutes } from './organisation.js';
import { backofficeRoutes } from './backoffice.js';
import { projectRoutes } from './project.js';
import { moduleRoutes } from './module.js';
import { containerCallRoutes } from './containers.js';
import { generateRoutes } from './generate.js';
import { coreRoutes } from './cores.js';
import { ecucArxmlRoutes } from './ecuc-arxml.js';
import { fileRoutes } from './files.js';
import { definitionRoutes } from './definitions.js';
import { dbcRoutes } from './dbc.js';
import { proposalRoutes } from './proposals.js';

/** Every route the server serves, over the module catalogue as it is when the server is built. */
export function allRoutes(): readonly AnyRoute[] {
  return [
    ...systemRoutes,
    ...userRoutes,
    ...organisationRoutes,
    ...backofficeRoutes,
    ...projectRoutes,
    ...moduleRoutes,
    ...containerCallRoutes(),
    ...generateRoutes,
    ...coreRoutes,
    ...ecucArxmlRoutes,
    ...fileRoutes,
    ...definitionRoutes,
    ...dbcRoutes,
    ...proposalRoutes,
  ];
}
