import { APP_SEARCH_ATTRIBUTES } from './search-attributes.js';

/** temporal.api.enums.v1.IndexedValueType (the proto package is CommonJS and not a direct dependency). */
const INDEXED_VALUE_TYPE = { Keyword: 2, Int: 3, Bool: 5 } as const;
const TYPE_OF = new Map<string, (typeof APP_SEARCH_ATTRIBUTES)[number]['cliType']>(
  APP_SEARCH_ATTRIBUTES.map(({ key, cliType }) => [key.name, cliType]),
);

type OperatorService = {
  listSearchAttributes(req: { namespace: string }): Promise<{ customAttributes?: Record<string, unknown> | null }>;
  addSearchAttributes(req: { namespace: string; searchAttributes: Record<string, number> }): Promise<unknown>;
};

export class SearchAttributesMissingError extends Error {
  override name = 'SearchAttributesMissingError';
}

const REQUIRED = APP_SEARCH_ATTRIBUTES.map(({ key }) => key.name);

/** What an operator runs where this worker may not register them itself (README, docs/operators.md). */
export const createCommands = (namespace: string) =>
  REQUIRED.map(
    (name) =>
      `temporal operator search-attribute create --namespace ${namespace} --name ${name} --type ${TYPE_OF.get(name)}`,
  );

/**
 * Every workflow this app starts carries the `PurchaseId` / `SessionId` search attributes, and a
 * purchase waiting for an operator sets `NeedsAttention` / `FailedAds`; a namespace without them
 * refuses the start (or fails the workflow task that upserts them), so every generate would answer 503. The worker
 * registers the missing ones through the operator service when it starts. A server that forbids
 * that (Temporal Cloud, a locked-down cluster) stops the worker with the commands to run instead.
 */
export async function ensureSearchAttributes(
  operator: OperatorService,
  namespace: string,
  log: (line: string) => void,
): Promise<string[]> {
  const existing = (await operator.listSearchAttributes({ namespace })).customAttributes ?? {};
  const missing = REQUIRED.filter((name) => !(name in existing));
  if (!missing.length) return [];
  try {
    await operator.addSearchAttributes({
      namespace,
      searchAttributes: Object.fromEntries(missing.map((name) => [name, INDEXED_VALUE_TYPE[TYPE_OF.get(name)!]])),
    });
  } catch (err) {
    // Another worker starting at the same moment may have registered them first.
    const now =
      (await operator.listSearchAttributes({ namespace }).catch(() => ({ customAttributes: {} }))).customAttributes ??
      {};
    if (missing.every((name) => name in now)) return [];
    throw new SearchAttributesMissingError(
      `Temporal namespace "${namespace}" lacks the search attributes ${missing.join(', ')} and refused to register them (${(err as Error).message}). ` +
        `Register them once with: ${createCommands(namespace).join(' && ')}`,
      { cause: err },
    );
  }
  log(`registered Temporal search attributes ${missing.join(', ')} in namespace ${namespace}`);
  return missing;
}
