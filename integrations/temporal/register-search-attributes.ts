import { PURCHASE_ID, SESSION_ID } from './search-attributes.js';

/** temporal.api.enums.v1.IndexedValueType.INDEXED_VALUE_TYPE_KEYWORD (the proto package is CommonJS and not a direct dependency). */
const KEYWORD = 2;

type OperatorService = {
  listSearchAttributes(req: { namespace: string }): Promise<{ customAttributes?: Record<string, unknown> | null }>;
  addSearchAttributes(req: { namespace: string; searchAttributes: Record<string, number> }): Promise<unknown>;
};

export class SearchAttributesMissingError extends Error {
  override name = 'SearchAttributesMissingError';
}

const REQUIRED = [PURCHASE_ID.name, SESSION_ID.name];

/** What an operator runs where this worker may not register them itself (README, docs/operators.md). */
export const createCommands = (namespace: string) =>
  REQUIRED.map((name) => `temporal operator search-attribute create --namespace ${namespace} --name ${name} --type Keyword`);

/**
 * Every workflow this app starts carries the `PurchaseId` / `SessionId` search attributes; a
 * namespace without them refuses the start, so every generate would answer 503. The worker
 * registers the missing ones through the operator service when it starts. A server that forbids
 * that (Temporal Cloud, a locked-down cluster) stops the worker with the commands to run instead.
 */
export async function ensureSearchAttributes(operator: OperatorService, namespace: string, log: (line: string) => void): Promise<string[]> {
  const existing = (await operator.listSearchAttributes({ namespace })).customAttributes ?? {};
  const missing = REQUIRED.filter((name) => !(name in existing));
  if (!missing.length) return [];
  try {
    await operator.addSearchAttributes({ namespace, searchAttributes: Object.fromEntries(missing.map((name) => [name, KEYWORD])) });
  } catch (err) {
    // Another worker starting at the same moment may have registered them first.
    const now = (await operator.listSearchAttributes({ namespace }).catch(() => ({ customAttributes: {} }))).customAttributes ?? {};
    if (missing.every((name) => name in now)) return [];
    throw new SearchAttributesMissingError(
      `Temporal namespace "${namespace}" lacks the search attributes ${missing.join(', ')} and refused to register them (${(err as Error).message}). `
      + `Register them once with: ${createCommands(namespace).join(' && ')}`,
      { cause: err },
    );
  }
  log(`registered Temporal search attributes ${missing.join(', ')} in namespace ${namespace}`);
  return missing;
}
