/**
 * Which of two readings of the host to keep, the rules' or the model's, when one contains the
 * other: the longer, unless what it adds carries a number, an initial or an editor's or
 * translator's role — then it ran into the details after the host (a volume, a year, the
 * editors). The model, trained mostly on PDF strings, cuts
 * long hosts short ("IEEE Transactions" of "IEEE Transactions on Electron Devices"); the rules
 * read the engine's own styles to the end. Hosts that do not overlap: the model's.
 */
export function chooseHost(rules: string | undefined, model: string): string {
  if (!rules || rules === model) return model;
  const lowerRules = rules.toLowerCase();
  const lowerModel = model.toLowerCase();
  const [longer, shorter] = lowerRules.length > lowerModel.length ? [rules, lowerModel] : [model, lowerRules];
  const at = longer.toLowerCase().indexOf(shorter);
  if (at < 0 || shorter.length < 3) return model;
  const extra = `${longer.slice(0, at)} ${longer.slice(at + shorter.length)}`;
  const details =
    /\d|(?:^|\s)\p{Lu}\.|(?:^|[\s,.;:(])(?:[Ee]ds?|[Ee]dited|[Tt]rans(?:lated)?|by|Hrsg|[Vv]ol|pp?|[Nn]o)(?![\p{L}])/u;
  return details.test(extra) ? model : longer;
}
