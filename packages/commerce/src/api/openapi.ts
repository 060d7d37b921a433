/** OpenAPI 3.1 document of the JSON API, generated from the methods' zod schemas. */
import { z } from 'zod';
import type { ApiMethod } from './api.methods.ts';

const errorSchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string' },
        message: { type: 'string' },
        field: { type: 'string' },
        currentVersion: {
          type: 'integer',
          description: 'With code concurrent_modification: retry with this version.',
        },
      },
    },
  },
};

const cartWarningSchema = {
  type: 'object',
  required: ['code', 'sku', 'message', 'quantity'],
  properties: {
    code: { type: 'string', enum: ['max_quantity'] },
    sku: { type: 'string' },
    message: { type: 'string', enum: ['You have reached the maximum quantity'] },
    quantity: { type: 'integer', description: "The line's quantity in the cart after capping." },
  },
};

function errorResponse(description: string) {
  return { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } };
}

/** `extraPaths`: endpoints outside the method envelope (e.g. /api/recommendation). */
export function buildOpenApiDocument(
  methods: Record<string, ApiMethod>,
  extraPaths: Record<string, unknown> = {},
) {
  const paths: Record<string, unknown> = { ...extraPaths };
  for (const [name, definition] of Object.entries(methods)) {
    const body = z.tuple([definition.schema], z.string());
    paths[`/api/new-ct/${name}`] = {
      post: {
        operationId: name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()),
        summary: definition.summary,
        parameters: [
          {
            name: 'host',
            in: 'query',
            required: false,
            description: 'Storefront host naming the store, e.g. de.localhost; defaults to the Host header.',
            schema: { type: 'string' },
          },
        ],
        requestBody: {
          required: true,
          description: '[params, customQueryName?]',
          content: {
            'application/json': { schema: z.toJSONSchema(body, { io: 'input', unrepresentable: 'any' }) },
          },
        },
        responses: {
          '200': {
            description: `data: ${definition.response}`,
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['data'],
                  properties: {
                    data: { type: 'object', description: definition.response, ...definition.responseSchema },
                  },
                },
              },
            },
          },
          '400': errorResponse(
            'Malformed body, a field the method does not know (unknown_field), or a business rule violated (field names the offending input).',
          ),
          '401': errorResponse('Not signed in or wrong credentials.'),
          '404': errorResponse('Unknown method, store, cart or item.'),
          '409': errorResponse('Version conflict (currentVersion given) or duplicate.'),
          '500': errorResponse('Internal error (no details).'),
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Toolyard storefront API',
      version: '1.0.0',
      description: 'Session in the httpOnly cookie ty_session.',
    },
    paths,
    components: {
      schemas: { Error: errorSchema, CartWarning: cartWarningSchema },
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'ty_session' } },
    },
  };
}
