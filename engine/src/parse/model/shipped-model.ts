import { WEIGHTS } from './generated/weights.js';
import { fromModelData } from './model-data.js';
import type { SequenceModel } from './sequence-model.js';

let loaded: SequenceModel | undefined;

/** The model shipped with the engine (trained by `scripts/train-parser.mjs`), decoded once on first use. */
export function shippedModel(): SequenceModel {
  loaded ??= fromModelData(WEIGHTS);
  return loaded;
}
