/**
 * `npm run cutout:optimise-model`: writes engine/cutout/models/u2netp.extended.onnx, the matting
 * network with onnxruntime's hardware-independent graph optimisations applied, from the published
 * u2netp.onnx beside it (docs/decisions/115-cutout-pre-optimised-model.md). Run it after an
 * onnxruntime-node upgrade when engine/cutout/model.test.ts says the vendored file is stale, then
 * put the printed SHA-256 in engine/cutout/model.ts.
 */
import {
  EXTENDED_MODEL_FILE as MODEL_FILE,
  EXTENDED_MODEL_SHA256 as MODEL_SHA256,
  optimiseModel,
} from '../engine/cutout/index.js';

const sha = await optimiseModel(MODEL_FILE);
console.log(
  `${MODEL_FILE}\nSHA-256 ${sha}${sha === MODEL_SHA256 ? ' (as in model.ts)' : ' — put this in EXTENDED_MODEL_SHA256 (engine/cutout/model.ts)'}`,
);
