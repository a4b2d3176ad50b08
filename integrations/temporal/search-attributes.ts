import { defineSearchAttributeKey } from '@temporalio/common';

/** Lets an operator find a purchase's workflows in the Temporal UI: `PurchaseId = "<id>"`. */
export const PURCHASE_ID = defineSearchAttributeKey('PurchaseId', 'KEYWORD');
export const SESSION_ID = defineSearchAttributeKey('SessionId', 'KEYWORD');

/** `temporal server start-dev --search-attribute` arguments that register them. */
export const DEV_SERVER_SEARCH_ATTRIBUTE_ARGS = ['--search-attribute', 'PurchaseId=Keyword', '--search-attribute', 'SessionId=Keyword'];
