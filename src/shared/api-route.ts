// A route of the JSON API as a value both sides hold: its method and its path under API_BASE, with the
// types of what it takes and answers carried by the type alone. The web client builds the address from it
// and gets the answer typed (web/lib/api-client.ts); the server registers the route from the same value
// and must pair it with zod schemas that agree with those types (server/http/api-routes.ts). A path renamed
// in a table moves both sides; types changed on one side only, or a route removed while still called, fail
// the type check; a table route the server no longer registers fails server/http/api-routes.test.ts.
//
// No zod here, nor in the per-domain tables (`<domain>/api-routes.ts`): the browser imports them, and zod
// would be the largest piece of every page's JavaScript. The tables import the contract's types only.
import { API_BASE } from './constants';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The names of a path's parameters: `'/files/:id/save'` → `'id'`. */
export type PathParamName<TPath extends string> = TPath extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamName<`/${Rest}`>
  : TPath extends `${string}:${infer Name}`
    ? Name
    : never;

/** A query string's values; `undefined` leaves the name out. */
export type QueryValue = string | number | boolean | undefined;

/** What a route takes and answers; a part it does not have is left out. */
export interface RouteTypes {
  /** The path parameters' types, when narrower than strings (an enum); they name the path's parameters. */
  params?: Record<string, string>;
  query?: Record<string, QueryValue>;
  /** A JSON body, or a `Blob` sent as it is (a picture). */
  body?: unknown;
  /** The answer of a success; `void` for 204. */
  response: unknown;
}

export interface ApiRoute<
  TMethod extends HttpMethod = HttpMethod,
  TPath extends string = string,
  TTypes extends RouteTypes = RouteTypes,
> {
  readonly method: TMethod;
  /** Under API_BASE, with `:name` parameters as the server's router writes them. */
  readonly path: TPath;
  /** Never set: it only carries `TTypes` to the helpers below. */
  readonly types?: TTypes;
}

type TypesOf<TRoute> = TRoute extends ApiRoute<HttpMethod, string, infer TTypes> ? TTypes : never;
type PathOf<TRoute> = TRoute extends ApiRoute<HttpMethod, infer TPath> ? TPath : never;

/** The path parameters a call must give: every `:name` of the path, as a string unless the route says more. */
export type RouteParams<TRoute> =
  TypesOf<TRoute> extends { params: infer TParams } ? TParams : Record<PathParamName<PathOf<TRoute>>, string>;
/** The query a call may give (`never` when the route reads none). */
export type RouteQuery<TRoute> = TypesOf<TRoute> extends { query: infer TQuery } ? TQuery : never;
/** The body a call sends (`undefined` when it sends none). */
export type RouteBody<TRoute> = TypesOf<TRoute> extends { body: infer TBody } ? TBody : undefined;
/** What a success answers. */
export type RouteResponse<TRoute> = TypesOf<TRoute>['response'];

type ParamsNamePath<TPath extends string, TTypes extends RouteTypes> = TTypes extends { params: infer TParams }
  ? [keyof TParams] extends [PathParamName<TPath>]
    ? [PathParamName<TPath>] extends [keyof TParams]
      ? TPath
      : `the params type does not name every parameter of ${TPath}`
    : `the params type names a parameter ${TPath} does not have`
  : TPath;

/**
 * `defineRoute<{ body: TSaveRequest; response: TSaveResponse }>()('PUT', '/files/:id/save')`. Two calls,
 * because TypeScript infers the method and path only when no type argument is given in the same call.
 */
export function defineRoute<TTypes extends RouteTypes>() {
  return <const TMethod extends HttpMethod, const TPath extends string>(
    method: TMethod,
    path: TPath & ParamsNamePath<TPath, TTypes>,
  ): ApiRoute<TMethod, TPath, TTypes> => ({ method, path });
}

/** The path the server registers: `/api/v4/files/:id`. */
export function serverPathOf(route: ApiRoute): string {
  return `${API_BASE}${route.path}`;
}

/**
 * The address of one call: the parameters put into the path (encoded), then the query's defined values in
 * their order, e.g. `/api/v4/files/search?q=toeic&offset=20`.
 */
export function apiUrlOf(
  route: ApiRoute,
  params: Record<string, string> = {},
  query: Record<string, QueryValue> = {},
): string {
  const path = route.path.replace(/:([A-Za-z0-9_]+)/g, (_segment, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.method} ${route.path} needs the parameter ${name}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) search.append(name, String(value));
  }
  const queryString = search.toString();
  return `${API_BASE}${path}${queryString ? `?${queryString}` : ''}`;
}
