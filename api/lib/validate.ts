import * as v from 'valibot';
import { badRequest } from './http-error.js';

/** Parses untrusted input with a contract schema; the first issue's message becomes the 400 body. */
export function parseInput<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const issue = result.issues[0];
  const field = v.getDotPath(issue);
  // valibot's own messages look like "Invalid type: …"; a schema's message ("Invalid email address") is kept as is.
  const message =
    issue.message && !/^Invalid [^:]*: /.test(issue.message) ? issue.message : `${field ?? 'body'}: ${issue.message}`;
  throw badRequest(message, field ? { field } : {});
}
