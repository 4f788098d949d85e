/**
 * The validation layer every route's body, querystring and path parameters pass through: the zod
 * schemas of fastify-type-provider-zod, and one rule no schema states: no text may carry a NUL
 * character (`\u0000`, `%00`). PostgreSQL (and PGlite) refuse NUL in text, so one that reached a
 * query answered 500 after part of a request may have run; here it is a VALIDATION_FAILED naming
 * the field, before any handler runs (docs/decisions/044-refuse-nul-at-the-edge.md).
 */
import { MessageKey } from '@luckwell/contracts/envelope';
import type { FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { AppError } from './errors.ts';

/** What validation says about a NUL, after the path, in the envelope's `issues`. */
export const NUL_MESSAGE = 'must not contain the NUL character';

/**
 * The path of the first NUL character in `value` (in a string, or in an object's key), or
 * undefined when there is none. Walks with a stack of its own, so no depth of nesting overflows it.
 */
export const nulPath = (value: unknown): (string | number)[] | undefined => {
  // Each step keeps its parent, not a copy of its path, so a deep value costs no more than a wide one.
  type Step = { value: unknown; key?: string | number; parent?: Step };
  const pathOf = (step: Step | undefined, last?: string) => {
    const path: (string | number)[] = last === undefined ? [] : [last];
    for (let at = step; at?.key !== undefined; at = at.parent) path.push(at.key);
    return path.reverse();
  };
  const stack: Step[] = [{ value }];
  const seen = new Set<object>();
  while (stack.length > 0) {
    const step = stack.pop()!;
    const here = step.value;
    if (typeof here === 'string') {
      if (here.includes('\u0000')) return pathOf(step);
      continue;
    }
    if (typeof here !== 'object' || here === null || seen.has(here)) continue;
    seen.add(here);
    if (Array.isArray(here)) {
      for (let i = here.length - 1; i >= 0; i--) stack.push({ value: here[i], key: i, parent: step });
      continue;
    }
    // Buffers, dates and the like carry no text a query would store as such.
    const prototype = Object.getPrototypeOf(here);
    if (prototype !== Object.prototype && prototype !== null) continue;
    const entries = Object.entries(here);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, inner] = entries[i]!;
      if (key.includes('\u0000')) return pathOf(step, key);
      stack.push({ value: inner, key, parent: step });
    }
  }
  return undefined;
};

type ValidationResult = { value?: unknown; error?: Error | FastifySchemaValidationError[] };

/**
 * fastify-type-provider-zod's validator, then the NUL rule on what it let through (what the handler
 * would see: keys a schema strips never reach it). The issue has the shape the zod issues have, so
 * the error handler names the field the same way (`body.username`, `params.vendor`).
 */
export const validatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  // The zod compiler is typed for zod schemas; the route's schema is one (the type provider says so).
  const validate = zodValidatorCompiler(route as Parameters<typeof zodValidatorCompiler>[0]);
  return (data: unknown) => {
    const result = validate(data) as ValidationResult;
    if (result.error) return result;
    const path = nulPath(result.value);
    if (!path) return result;
    return {
      error: [
        {
          keyword: 'nul_character',
          instancePath: `/${path.join('/')}`,
          schemaPath: `#/${path.join('/')}/nul_character`,
          message: NUL_MESSAGE,
          params: {},
        },
      ],
    };
  };
};

/**
 * For input read before the validator runs (a sealed body's envelope, opened in `preValidation`):
 * throws the same refusal the validator gives when `value` carries a NUL. `part` names where it came
 * from, as validation errors do (`body`).
 */
export const refuseNul = (part: 'body' | 'querystring' | 'params', value: unknown) => {
  const path = nulPath(value);
  if (!path) return;
  const field = [part, ...path].join('.');
  throw new AppError(400, 'VALIDATION_FAILED', MessageKey.validation, field).with({
    issues: [{ field, message: NUL_MESSAGE }],
  });
};
