/**
 * Which of two readings of the host to keep, the rules' or the model's, when one contains the
 * other: the longer, unless what it adds carries a number, an initial or an editor's or
 * translator's role — then it ran into the details after the host (a volume, a year, the
 * editors); a closing `U S A` is part of the name. The model, trained mostly on PDF strings, cuts
 * long hosts short ("IEEE Transactions" of "IEEE Transactions on Electron Devices"); the rules
 * read the engine's own styles to the end. Hosts that do not overlap: the model's; nor the
 * rules' longer host where it runs into words the model gave another field (`others`).
 */
export function chooseHost(rules: string | undefined, model: string, others: string[] = []): string {
  if (!rules || rules === model) return model;
  const lowerRules = rules.toLowerCase();
  const lowerModel = model.toLowerCase();
  const [longer, shorter] = lowerRules.length > lowerModel.length ? [rules, lowerModel] : [model, lowerRules];
  const at = longer.toLowerCase().indexOf(shorter);
  if (at < 0 || shorter.length < 3) return model;
  // "U S A" closing a journal's name (NLM's `Proc Natl Acad Sci U S A`) is the name's, not an initial.
  const extra = `${longer.slice(0, at)} ${longer.slice(at + shorter.length)}`.replace(
    /(?:^|\s)U\.?\s?S\.?\s?A\.?(?=\s*$)/u,
    ' ',
  );
  const details =
    /\d|(?:^|\s)\p{Lu}\.|(?:^|[\s,.;:(])(?:[Ee]ds?|[Ee]dited|[Tt]rans(?:lated)?|by|Hrsg|[Vv]ol|v|pp?|[Nn]o|[IVXLC]{2,})(?![\p{L}])/u;
  if (details.test(extra)) return model;
  // What the rules add is what the model read as another field (the place and publisher after
  // a conference's name): the model's bound.
  const core = (w: string): string => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  const claimed = others.map(core).filter((o) => o.length > 2);
  return longer === rules && claimed.some((o) => extra.includes(o)) ? model : longer;
}
