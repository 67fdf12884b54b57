import type { AnyRoute } from '@chatmill/sdk';
import { accountRoutes } from './accountRoutes.ts';
import { scriptRoute } from './scriptRoute.ts';
import { subscriberRoutes } from './subscriberRoutes.ts';

export const widgetRoutes: AnyRoute[] = [...accountRoutes, ...subscriberRoutes, scriptRoute];
