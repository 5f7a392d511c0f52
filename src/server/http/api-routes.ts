// Registers a route of the shared tables (src/shared/<domain>/api-routes.ts) with its zod schemas: the
// method and the path come from the table, and the schemas must agree with the types the table promises
// the browser. A route changed on one side only fails the type check with `contractMismatch` naming
// what differs: the path parameters, the query, the body or the answer.
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
  RouteShorthandOptions,
} from 'fastify';
import type { z } from 'zod';
import {
  serverPathOf,
  type ApiRoute,
  type PathParamName,
  type RouteBody,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
} from '../../shared/api-route';
import type { ZodTypeProvider } from './zod-schemas';

type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
type ShorthandOptions<TSchema extends FastifySchema> = RouteShorthandOptions<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  TSchema,
  ZodTypeProvider
>;
type Handler<TSchema extends FastifySchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  TSchema,
  ZodTypeProvider
>;

type Input<TSchema> = TSchema extends z.ZodType ? z.input<TSchema> : never;
type Output<TSchema> = TSchema extends z.ZodType ? z.output<TSchema> : never;
type PathOf<TRoute> = TRoute extends ApiRoute<infer _Method, infer TPath> ? TPath : never;

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** What the browser sends is accepted by the schema, and names nothing the schema does not read. */
type Fits<TSent, TAccepted> = [TSent] extends [TAccepted]
  ? [Exclude<keyof TSent, keyof TAccepted>] extends [never]
    ? true
    : false
  : false;

/** The answer of every 2xx status the schema declares: what a success sends, as the browser reads it. */
type SuccessOutput<TResponses> = {
  [Status in keyof TResponses]: `${Status & (string | number)}` extends `2${string}`
    ? Output<TResponses[Status]>
    : never;
}[keyof TResponses];

type ParamsProblem<TRoute, TSchema> = TSchema extends { params: infer TParams }
  ? Same<keyof Input<TParams>, PathParamName<PathOf<TRoute>>> extends true
    ? [RouteParams<TRoute>] extends [Input<TParams>]
      ? never
      : 'params: the schema refuses path parameters the route lets the browser send'
    : 'params: the schema does not name the parameters of the path'
  : [PathParamName<PathOf<TRoute>>] extends [never]
    ? never
    : 'params: the path has parameters but no params schema';

type QueryProblem<TRoute, TSchema> = TSchema extends { querystring: infer TQuery }
  ? Fits<[RouteQuery<TRoute>] extends [never] ? object : RouteQuery<TRoute>, Input<TQuery>> extends true
    ? never
    : 'query: the schema does not accept the query the route lets the browser send'
  : [RouteQuery<TRoute>] extends [never]
    ? never
    : 'query: the route sends a query but there is no querystring schema';

// Without a body schema the handler reads the body itself (a picture) or not at all.
type BodyProblem<TRoute, TSchema> = TSchema extends { body: infer TBody }
  ? Fits<RouteBody<TRoute>, Input<TBody>> extends true
    ? never
    : 'body: the schema does not accept the body the route lets the browser send'
  : never;

// Without a response schema the answer is sent as it was written (a list built by PostgreSQL, better-auth's);
// its own tests hold it to the contract.
type ResponseProblem<TRoute, TSchema> = TSchema extends { response: infer TResponses }
  ? Same<SuccessOutput<TResponses>, RouteResponse<TRoute>> extends true
    ? never
    : 'response: the schema of a success does not give the answer the route promises'
  : never;

type ContractProblem<TRoute, TSchema> =
  | ParamsProblem<TRoute, TSchema>
  | QueryProblem<TRoute, TSchema>
  | BodyProblem<TRoute, TSchema>
  | ResponseProblem<TRoute, TSchema>;

/** Nothing to add when the schemas agree with the route; otherwise a property nobody can give, naming why. */
type ContractCheck<TRoute, TSchema> = [ContractProblem<TRoute, TSchema>] extends [never]
  ? unknown
  : { contractMismatch: ContractProblem<TRoute, TSchema> };

/**
 * `addRoute(api, FILE_ROUTES.get, { schema: { params: ZFileIdParams, response: { 200: ZFileResponse } } },
 * handler)`: Fastify's `api.get(path, options, handler)` with the table's method and path.
 */
export function addRoute<TRoute extends ApiRoute, const TSchema extends FastifySchema = FastifySchema>(
  app: ZodApp,
  route: TRoute,
  options: ShorthandOptions<TSchema> & ContractCheck<TRoute, TSchema>,
  handler: Handler<TSchema>,
): void {
  app.route({ ...options, method: route.method, url: serverPathOf(route), handler } as RouteOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    TSchema,
    ZodTypeProvider
  >);
}
