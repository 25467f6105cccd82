import type { StyleId } from '../model/config.js';
import type { SourceType } from '../model/source-type.js';
import type { Piece } from '../template/piece.js';

/**
 * A citation style is a value: its id, whether transliteration applies to it (spec §5:
 * every style but gost, dstu and gost2018), whether the final full stop is ensured (spec
 * §5: all but harvard, apa, apa7 and ieee), and one layout per source type — the compiler
 * rejects a style that forgets a type. The romanised list's default 'References' layout
 * (romanize/layout.ts) is a style of the same shape under its own id, so it runs through
 * the same pipeline (format.ts) as the 15.
 */
export interface Style<Id extends string = StyleId> {
  id: Id;
  name: string;
  transliterable: boolean;
  finalStop: boolean;
  /**
   * The style abbreviates journal titles from the NLM or CASSI lists (abbrev/journal-titles.ts),
   * so a caller that loads the lists on demand (`loadJournalTitleLists`) knows it needs them.
   */
  journalLists?: boolean;
  /**
   * False when the style's manual has none of the marks of the Russian journals' romanised
   * References (Kirillova, romanize/prepare.ts): no "(In Russ.)" note — the bracketed English
   * translation marks the language — and no "Publ." after a transliterated publisher. CMOS 16,
   * 14.108 (17th, 14.98): "Pirumova, N. M. *Zemskoe liberal'noe dvizhenie* … [The zemstvo
   * liberal movement …]. Moscow: Izdatel'stvo 'Nauka,' 1977."; MLA 8th 1.2.5 and MHRA likewise
   * give a translated title in brackets and nothing more.
   */
  kirillova?: false;
  layouts: Record<SourceType, Piece>;
}
