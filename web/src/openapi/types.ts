/**
 * The part of an OpenAPI 3.1 document the API reference reads. Everything is optional
 * because the reference must render whatever the server publishes without crashing.
 */

export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  pattern?: string;
  minItems?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  /** OpenAPI 3.0 style; 3.1 uses `type: [..., 'null']`. Both are understood. */
  nullable?: boolean;
}

export type ParameterLocation = 'path' | 'query' | 'header' | 'cookie';

export interface Parameter {
  $ref?: string;
  name: string;
  in: ParameterLocation;
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

export interface MediaType {
  schema?: JsonSchema;
}

export interface RequestBody {
  $ref?: string;
  description?: string;
  required?: boolean;
  content?: Record<string, MediaType>;
}

export interface ResponseObject {
  $ref?: string;
  description?: string;
  content?: Record<string, MediaType>;
  /** Codes this response can carry, when the server lists them. */
  'x-error-codes'?: string[];
}

export type SecurityRequirement = Record<string, string[]>;

export interface Operation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  description?: string;
  deprecated?: boolean;
  security?: SecurityRequirement[];
  parameters?: Parameter[];
  requestBody?: RequestBody;
  responses?: Record<string, ResponseObject>;
  /** Codes this operation can answer with, when the server lists them. */
  'x-error-codes'?: string[];
}

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'] as const;
export type HttpMethodName = (typeof HTTP_METHODS)[number];

export type PathItem = Partial<Record<HttpMethodName, Operation>> & {
  parameters?: Parameter[];
};

export interface ErrorCodeInfo {
  status: number;
  description: string;
}

export interface OpenApiDocument {
  openapi: string;
  info?: { title?: string; version?: string; description?: string };
  tags?: { name: string; description?: string }[];
  paths?: Record<string, PathItem>;
  security?: SecurityRequirement[];
  components?: {
    schemas?: Record<string, JsonSchema>;
    parameters?: Record<string, Parameter>;
    requestBodies?: Record<string, RequestBody>;
    responses?: Record<string, ResponseObject>;
  };
  /** The error catalogue: code → HTTP status and meaning. */
  'x-error-codes'?: Record<string, ErrorCodeInfo>;
}
