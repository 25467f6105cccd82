/**
 * A title that ends in an abbreviation whose full stop belongs to it: "U.S.", "Washington,
 * D.C.", «и т. п.», «и т. д.», «XIX–XX вв.», «и др.», "etc.", "Inc.", "Jr." (initials and
 * single letters with a stop, or a word from the abbreviation list, with the abbreviated words of
 * proceedings titles: "Proc. of SIGDBS Conf.", «материалы междунар. науч. конф.», «сб. ст.», «сб. науч. тр.», and romanised, "sb. nauch. tr.").
 */
const ENDS_IN_ABBREVIATION =
  /(?:(?:^|[\s.(])\p{L}\.(?:\s?\p{L}\.)*|(?<![\p{L}\p{N}])(?:etc|et al|Inc|Ltd|Co|Corp|Jr|Sr|St|vs|др|пр|проч|вв|гг|тыс|млн|млрд|див|ін|інш|тис|рр|обл|ул|вул|просп|Dr|Mr|Mrs|Ms|Prof|ed|eds|vol|No|Conf|Proc|Symp|Trans|Assoc|Soc|Univ|Inst|Dept|конф|междунар|міжнар|науч|практ|сб|зб|ст|симп|тр|тез|докл|sb|zb|tr|tez|dokl|nauch|konf|mezhdunar|mizhnar|prakt)\.)$/u;

/**
 * Title clean-up of spec §5: a trailing full stop goes unless the title ends in "!" or "?"
 * (those are part of the title and stay), or the stop ends an abbreviation ("U.S.", «и т. п.»):
 * that stop is the abbreviation's, and where the style's own stop would follow, the shared
 * clean-up makes one of the two.
 * @example cleanTitle('On growth.') // 'On growth'
 * @example cleanTitle('Trade policy of the U.S.') // 'Trade policy of the U.S.'
 */
export function cleanTitle(title: string | undefined): string | undefined {
  if (!title) return undefined;
  const text = title.trim();
  if (/[^.]\.$/.test(text) && ENDS_IN_ABBREVIATION.test(text)) return text;
  const trimmed = text.replace(/\.+$/, (dots) => (dots.length >= 3 ? dots : ''));
  return trimmed === '' ? undefined : trimmed.trim();
}

/**
 * `cleanTitle` repeated until nothing changes, so stops separated by stray spaces ("a . .")
 * go too; a title in quotation marks then never carries a stop of its own inside them.
 * @example cleanTitleFully('On growth . .') // 'On growth'
 */
export function cleanTitleFully(title: string | undefined): string | undefined {
  let current = cleanTitle(title);
  for (let next = cleanTitle(current); next !== current; next = cleanTitle(current)) current = next;
  return current;
}
