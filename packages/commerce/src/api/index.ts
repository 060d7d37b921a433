export * from './api.body.ts';
export * from './api.catalog-methods.ts';
export * from './api.guard.ts';
export * from './api.handler.ts';
export * from './api.http.ts';
export type { ApiMethod, ApiServices, MethodEnv } from './api.methods.ts';
export { buildOpenApiDocument } from './openapi.ts';
export { createOperatorHandler, OPERATOR_PREFIX, type OperatorHandlerOptions } from './operator.handler.ts';
export * from './recommendation.handler.ts';
