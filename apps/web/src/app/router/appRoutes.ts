import { ROUTE_TABLE } from '../routes';
import { toRouteObjects } from './buildRoutes';

/** The route table as React Router route objects, built once. */
export const appRoutes = toRouteObjects(ROUTE_TABLE);
