export { AppError, errorCodes, isApiErrorBody } from './http/errors.ts';
export type { ApiErrorBody, ErrorCode, FieldErrors } from './http/errors.ts';
export { defineRoute } from './http/route.ts';
export type {
  AnyRoute,
  CookieOptions,
  HttpMethod,
  HttpPort,
  RequestUser,
  RouteAccess,
  RouteContext,
  RouteDefinition,
  ServiceResolver,
} from './http/route.ts';
