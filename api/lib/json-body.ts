import express, { type RequestHandler } from 'express';
import { HttpError } from './http-error.js';

/** No request of this API nests deeper than 4; anything past this is an attack or a bug. */
export const MAX_JSON_DEPTH = 32;
/** Objects, arrays, keys and values in one body: a photo upload has a few dozen. */
export const MAX_JSON_TOKENS = 20_000;

const QUOTE = 0x22,
  BACKSLASH = 0x5c,
  COMMA = 0x2c,
  COLON = 0x3a;
const OPEN_OBJECT = 0x7b,
  CLOSE_OBJECT = 0x7d,
  OPEN_ARRAY = 0x5b,
  CLOSE_ARRAY = 0x5d;

/**
 * Walks the raw bytes once, before JSON.parse, and refuses a body nested deeper than `maxDepth`
 * or made of more than `maxTokens` values. JSON.parse itself cannot be interrupted: a 14 MB body
 * of nested arrays or of millions of tiny values held the event loop for seconds. This walk stops
 * at the first byte over a limit, and skips through strings (a photo's base64) with memchr-speed
 * `indexOf`, so a legitimate 14 MB upload costs about a millisecond.
 */
export function checkJsonShape(bytes: Buffer, maxDepth = MAX_JSON_DEPTH, maxTokens = MAX_JSON_TOKENS): void {
  let depth = 0;
  let tokens = 0;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (byte === QUOTE) {
      i = endOfString(bytes, i + 1);
      continue;
    }
    if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
      if (++depth > maxDepth)
        throw new HttpError(400, `Request body is nested too deeply (at most ${maxDepth} levels)`);
      tokens++;
    } else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) {
      depth--;
    } else if (byte === COMMA || byte === COLON) {
      tokens++;
    } else {
      continue;
    }
    if (tokens > maxTokens) throw new HttpError(400, 'Request body has too many values');
  }
}

/** Index of the closing quote of a string whose content starts at `from` (or the end of input). */
function endOfString(bytes: Buffer, from: number): number {
  for (let at = from; ;) {
    const quote = bytes.indexOf(QUOTE, at);
    if (quote < 0) return bytes.length;
    let slashes = 0;
    for (let j = quote - 1; j >= from && bytes[j] === BACKSLASH; j--) slashes++;
    if (slashes % 2 === 0) return quote;
    at = quote + 1;
  }
}

/**
 * express.json with the body's size limited before it is read (Content-Length is checked first,
 * a chunked body is cut off at the limit) and its shape checked before it is parsed. Compressed
 * bodies are refused: no browser sends them, and inflating is work an attacker would choose.
 */
export function jsonBody(limit: string): RequestHandler {
  return express.json({
    limit,
    inflate: false,
    verify: (_req, _res, buf) => checkJsonShape(buf),
  });
}
