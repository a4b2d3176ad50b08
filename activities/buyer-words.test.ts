import { describe, expect, it } from 'vitest';
import { buyerWords } from './buyer-words.js';

const LEAKS =
  /https?:|\/\/|\{|\}|\[|\]|\bat \S+ \(|\.ts\b|\.js\b|cuda|gpu|replicate|prediction|bearer|token|json|stack|error:|\n/i;
const CODES = /\bE[A-Z]{3,}\b/;

describe('buyer words', () => {
  it.each<[string, string | undefined, string]>([
    [
      'Style 12 ("Bold"): the ad engine failed: request to http://10.0.3.7:8080/v1/predictions/abc123 failed, reason: connect ECONNREFUSED',
      undefined,
      'Style 12 ("Bold"): The image engine had a problem making this ad.',
    ],
    [
      'Style 4 ("Calm Minimal"): the ad engine failed: CUDA error: out of memory (torch.cuda.OutOfMemoryError) on device 0',
      undefined,
      'Style 4 ("Calm Minimal"): The image engine had a problem making this ad.',
    ],
    [
      'Style 7 ("Split"): the ad engine failed: {"detail":"Prediction failed","status":"failed","logs":"Traceback (most recent call last)"}',
      undefined,
      'Style 7 ("Split"): The image engine had a problem making this ad.',
    ],
    [
      'Error: boom\n    at generateAd (/app/engine/render.ts:120:11)\n    at process.processTicksAndRejections (node:internal/process/task_queues:95:5)',
      undefined,
      'The image engine had a problem making this ad.',
    ],
    [
      'Style 3 ("Fresh"): the ad engine failed: no answer within 150 s',
      'Error',
      'Style 3 ("Fresh"): The image engine did not answer in time, even after retrying.',
    ],
    ['Activity task timed out', undefined, 'The image engine did not answer in time, even after retrying.'],
    [
      'Style 9 ("Pop"): The product photo is too small.',
      'BadEngineInputError',
      'Style 9 ("Pop"): The product photo is too small.',
    ],
    [
      'Style 9 ("Pop"): The product photo could not be decoded: Input buffer contains unsupported image format',
      'BadEngineInputError',
      'Style 9 ("Pop"): The product photo could not be decoded.',
    ],
    [
      'Style 9 ("Pop"): the product photo cannot be used with style 9',
      'BadEngineInputError',
      'Style 9 ("Pop"): The product photo cannot be used with style 9.',
    ],
    [
      'Style 9 ("Pop"): photo rejected by https://internal.example/safety {"nsfw":true}',
      'BadEngineInputError',
      'Style 9 ("Pop"): Your product photo could not be used for this style.',
    ],
    [
      'This ad did not finish within 31 minutes and was stopped.',
      undefined,
      'This ad did not finish within 31 minutes and was stopped.',
    ],
    ['Authorization: Bearer r8_abcdefabcdefabcdefabcdef', undefined, 'The image engine had a problem making this ad.'],
    ['', undefined, 'The image engine had a problem making this ad.'],
    [
      'Style 2 ("Glow"): the ad engine failed: model endpoint timed out (simulated outage, call 1)',
      undefined,
      'Style 2 ("Glow"): The image engine did not answer in time, even after retrying.',
    ],
    [
      'Edit of style 4 ("Pop"): the ad engine failed: Replicate prediction p123 failed: NSFW content detected',
      undefined,
      'Edit of style 4 ("Pop"): The image engine had a problem making this ad.',
    ],
    ['connection reset by peer', undefined, 'The image engine had a problem making this ad.'],
    ['Internal Server Error', undefined, 'The image engine had a problem making this ad.'],
    [
      'We could not tell what to change in this ad. Try naming the part, e.g. "make the headline bigger".',
      'EditNotUnderstoodError',
      'We could not tell what to change in this ad. Try naming the part, e.g. "make the headline bigger".',
    ],
  ])('%s', (raw, type, expected) => {
    const words = buyerWords(raw, type);
    expect(words).toBe(expected);
    const reason = words.replace(/^(?:Style|Edit of style) \d+ \("[^"]+"\): /, '');
    expect(reason).not.toMatch(LEAKS);
    expect(reason).not.toMatch(CODES);
    // Mapping its own output again changes nothing (rows are mapped when written and when read).
    expect(buyerWords(words)).toBe(words);
  });

  it('does not let a label smuggle internals through', () => {
    expect(buyerWords('Style 1 ("x {json} http://a/b"): CUDA error')).toBe(
      'The image engine had a problem making this ad.',
    );
  });
});
