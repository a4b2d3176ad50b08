import { defineSearchAttributeKey } from '@temporalio/common';

/** Lets an operator find a purchase's workflows in the Temporal UI: `PurchaseId = "<id>"`. */
export const PURCHASE_ID = defineSearchAttributeKey('PurchaseId', 'KEYWORD');
export const SESSION_ID = defineSearchAttributeKey('SessionId', 'KEYWORD');
/**
 * Set by a purchase workflow whose ads failed for good while it waits for an operator
 * (docs/operators.md): `NeedsAttention = true` lists every purchase to look at, `FailedAds` how many.
 */
export const NEEDS_ATTENTION = defineSearchAttributeKey('NeedsAttention', 'BOOL');
export const FAILED_ADS = defineSearchAttributeKey('FailedAds', 'INT');

/** Every attribute this app's workflows use, with the type the CLI and the operator service name it by. */
export const APP_SEARCH_ATTRIBUTES = [
  { key: PURCHASE_ID, cliType: 'Keyword' },
  { key: SESSION_ID, cliType: 'Keyword' },
  { key: NEEDS_ATTENTION, cliType: 'Bool' },
  { key: FAILED_ADS, cliType: 'Int' },
] as const;

/** `temporal server start-dev --search-attribute` arguments that register them. */
export const DEV_SERVER_SEARCH_ATTRIBUTE_ARGS = APP_SEARCH_ATTRIBUTES.flatMap(({ key, cliType }) => [
  '--search-attribute',
  `${key.name}=${cliType}`,
]);
