/**
 * A small router: routes are `METHOD /path/{param}/*` patterns, written like the spec's paths. A path that exists under another
 * method answers 405, an unknown path 404, both with a JSON error, as services do.
 */
import { fail, type EmulatorContext, type EmulatorRequest, type EmulatorResponse, type Handler, type RouteParams } from './types.ts';

interface Route {
  method: string;
  pattern: string;
  regex: RegExp;
  names: string[];
  handler: Handler;
}

export class Router {
  private readonly routes: Route[] = [];

  add(method: string, pattern: string, handler: Handler): this {
    const names: string[] = [];
    const source = pattern
      .split('/')
      .map((part) => {
        if (part === '*') {
          names.push('rest');
          return '(.*)';
        }
        // Segments read like the spec's paths: `member/{userId}`, `transaction/{brand}Points`.
        return part.replace(/\{([A-Za-z_]\w*)\}|([^{]+)/g, (_m, name: string | undefined, text: string | undefined) => {
          if (name) {
            names.push(name);
            return '([^/]+?)';
          }
          return (text ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        });
      })
      .join('/');
    this.routes.push({ method: method.toUpperCase(), pattern, regex: new RegExp(`^${source}/?$`), names, handler });
    return this;
  }

  get(pattern: string, handler: Handler): this {
    return this.add('GET', pattern, handler);
  }

  post(pattern: string, handler: Handler): this {
    return this.add('POST', pattern, handler);
  }

  /** The route pattern a request would hit, for fault matching and logs. */
  match(method: string, path: string): { route: Route; params: RouteParams } | undefined {
    for (const route of this.routes) {
      if (route.method !== method.toUpperCase()) continue;
      const found = route.regex.exec(path);
      if (!found) continue;
      const params: Record<string, string> = {};
      route.names.forEach((name, index) => {
        params[name] = safeDecode(found[index + 1] ?? '');
      });
      return { route, params };
    }
    return undefined;
  }

  async dispatch(request: EmulatorRequest, context: EmulatorContext): Promise<EmulatorResponse> {
    const hit = this.match(request.method, request.path);
    if (hit) return hit.route.handler(request, hit.params, context);
    if (this.routes.some((route) => route.regex.test(request.path))) return fail(405, `${request.method} is not allowed on ${request.path}`);
    return fail(404, `no such endpoint: ${request.method} ${request.path}`);
  }

  list(): Array<{ method: string; pattern: string }> {
    return this.routes.map(({ method, pattern }) => ({ method, pattern }));
  }
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
