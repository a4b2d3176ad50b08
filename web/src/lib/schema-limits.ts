import type * as v from 'valibot';

type PipeAction = { type: string; requirement?: unknown };

/**
 * The length limit a contract schema declares (its `maxLength` action), for an input's maxLength
 * attribute, so the browser stops typing where the API would refuse.
 */
export function maxLengthOf(schema: v.GenericSchema): number | undefined {
  const pipe = (schema as { pipe?: PipeAction[] }).pipe ?? [];
  const limit = pipe.find((action) => action.type === 'max_length')?.requirement;
  return typeof limit === 'number' ? limit : undefined;
}
