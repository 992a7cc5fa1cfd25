import type { FastifyInstance, FastifyRequest, FastifySchemaCompiler, HTTPMethods, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { envelopeSchema } from '@shop/contract/envelope';
import { ApiError, invalid } from './envelope.ts';

/** What a custom route declares about itself for the OpenAPI document. */
export interface RouteDoc {
  tags: string[];
  summary: string;
  /** Request content types, when not JSON and forms (multipart uploads). */
  consumes?: string[];
  /** The body fields (POST, PUT, DELETE), a request schema from `@shop/contract/requests/*`. */
  body?: z.ZodType;
  /** The query fields (GET). */
  query?: z.ZodType;
  /** `data` of a successful answer; documented inside the `{code, msg, data}` envelope. */
  answer?: z.ZodType;
}

// The schemas are documentation for Fastify: the handler parses the merged query and body itself (parseInput), after
// the area guard and the NUL check, so that a bad value gets the route's own answer in the caller's language rather
// than Fastify's HTTP 400 before the sign-in check; and answers are sent as they always were, never re-encoded.
const asSent: FastifySchemaCompiler<unknown> = () => (data: unknown) => ({ value: data });
const asJson = () => (data: unknown) => JSON.stringify(data);

/**
 * Route options documenting a custom route's input and answer with contract schemas, so the OpenAPI page shows
 * their real shapes. Spread them into the route's options (`{ ...documented({...}), config }`).
 */
export function documented(doc: RouteDoc) {
  const { body, query, answer, ...meta } = doc;
  return {
    schema: {
      ...meta,
      ...(body ? { body } : {}),
      ...(query ? { querystring: query } : {}),
      ...(answer ? { response: { 200: envelopeSchema(answer) } } : {}),
    },
    validatorCompiler: asSent,
    serializerCompiler: asJson,
  };
}

const BODYLESS = new Set<string>(['GET', 'HEAD', 'TRACE']);

/**
 * Mounts a route answering several methods with its `documented` options. Fastify refuses a body schema on a method
 * without a body, so those methods (GET) are mounted apart, showing the body fields as query parameters: the
 * handler reads query and body as one input either way.
 */
export function routeMethods(
  app: FastifyInstance,
  methods: readonly HTTPMethods[],
  options: Omit<RouteOptions, 'method'>,
): void {
  const bodyless = methods.filter((m) => BODYLESS.has(m));
  const bodied = methods.filter((m) => !BODYLESS.has(m));
  if (bodyless.length) {
    const { body, ...schema } = (options.schema ?? {}) as { body?: unknown; querystring?: unknown };
    app.route({ ...options, method: bodyless, schema: body ? { ...schema, querystring: body } : schema });
  }
  if (bodied.length) app.route({ ...options, method: bodied });
}

/** How a route answers a field its schema refuses: the answer it gave for that value before it had a schema. */
export type Refusal = (field: string, issue: z.core.$ZodIssue) => ApiError;

const badValue: Refusal = (field) => invalid('badValue', { field });

/**
 * The request's input (query and body merged, body winning) parsed by the route's request schema. A refused
 * field is answered by `refuse` with the field's name (by default `invalid('badValue', { field })`, code 422).
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  req: FastifyRequest,
  refuse: Refusal = badValue,
): z.output<S> {
  return parseValues(schema, req.input, refuse);
}

/** `parseInput` for input the route gathers itself (the text fields of a multipart upload). */
export function parseValues<S extends z.ZodType>(schema: S, input: unknown, refuse: Refusal = badValue): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  throw refuse(issue.path.map(String).join('.') || 'input', issue);
}
