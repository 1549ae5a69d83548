import type { LightMyRequestResponse } from 'fastify';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { OPENAPI_URL } from '../src/plugins/openapi.ts';
import type { TestApp } from './test-app.ts';

/**
 * The contract test's instrument (issue 12): checks an answer of the app against what
 * GET /api/openapi.json documents for that route and status. Contract tests call
 * `contract.check('GET /api/classes/:id', res)` with the route as Fastify names it; the coverage
 * test (src/contract/contract-coverage.test.ts) reads those calls to know which routes are checked.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RouteName = `${Method} /api/${string}`;

interface MediaType {
  schema?: Record<string, unknown>;
}
interface Operation {
  responses: Record<string, { content?: Record<string, MediaType> }>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

export interface Contract {
  document: OpenApiDocument;
  /**
   * Fails unless the answer's status is documented for the route and its JSON body fits the
   * documented schema (a file answer: its content type is a documented one). Returns the body.
   */
  check(route: RouteName, res: LightMyRequestResponse): unknown;
}

const documentPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** Looks the answer up the way OpenAPI reads it: the exact status, then its class (2XX, 4XX). */
function responseOf(op: Operation, status: number) {
  return op.responses[String(status)] ?? op.responses[`${String(status)[0]}XX`];
}

export async function loadContract(t: TestApp): Promise<Contract> {
  const res = await t.request({ method: 'GET', url: OPENAPI_URL });
  if (res.statusCode !== 200) throw new Error(`the document answered ${res.statusCode}`);
  const document = res.json<OpenApiDocument>();
  // OpenAPI 3.1 schemas are JSON Schema 2020-12; OpenAPI's own words (example, discriminator)
  // are no JSON Schema keywords, hence not strict.
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  const compiled = new Map<string, ValidateFunction>();

  function validatorFor(key: string, schema: Record<string, unknown>) {
    let validate = compiled.get(key);
    if (!validate) {
      // The schema's $refs point at #/components/schemas/..., so the components ride along.
      validate = ajv.compile({ ...schema, components: document.components });
      compiled.set(key, validate);
    }
    return validate;
  }

  return {
    document,
    check(route, answer) {
      const [method, url] = route.split(' ') as [Method, string];
      const op = document.paths[documentPath(url)]?.[method.toLowerCase()];
      if (!op) throw new Error(`${route} is not in the document`);
      const status = answer.statusCode;
      const documented = responseOf(op, status);
      if (!documented) {
        throw new Error(
          `${route} answered ${status}, which the document does not list: ${answer.body.slice(0, 300)}`,
        );
      }
      const type = String(answer.headers['content-type'] ?? '')
        .split(';')[0]!
        .trim();
      const content = documented.content ?? {};
      if (status === 204 || answer.body === '') {
        return undefined;
      }
      if (type === 'application/json') {
        const media = content['application/json'];
        if (!media)
          throw new Error(
            `${route} answered JSON with ${status}; the document lists no JSON for it`,
          );
        const body: unknown = answer.json();
        if (media.schema) {
          const validate = validatorFor(`${route} ${status}`, media.schema);
          if (!validate(body)) {
            throw new Error(
              `${route} ${status} does not fit the document: ${ajv.errorsText(validate.errors)}\n${answer.body.slice(0, 500)}`,
            );
          }
        }
        return body;
      }
      if (!content[type] && !content['*/*'] && !content['application/octet-stream']) {
        throw new Error(
          `${route} answered ${type} with ${status}; the document lists ${Object.keys(content).join(', ') || 'nothing'}`,
        );
      }
      return answer.rawPayload;
    },
  };
}
