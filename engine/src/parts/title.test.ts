import { describe, expect, it } from 'vitest';
import { cleanTitle, cleanTitleFully } from './title.js';

describe('cleanTitle (spec §5: a title keeps the stop of its final abbreviation)', () => {
  it.each([
    ['On growth.', 'On growth'],
    ['Trade policy of the U.S.', 'Trade policy of the U.S.'],
    ['Справочник по налогам, сборам и т. п.', 'Справочник по налогам, сборам и т. п.'],
    // A proceedings title ending in an abbreviated word (anystyle_core.xml, Imielinski 1994).
    ['Proc. of SIGDBS Conf.', 'Proc. of SIGDBS Conf.'],
    ['Proc. 5th Int. Symp.', 'Proc. 5th Int. Symp.'],
    // A conference statement ending in an abbreviated word (GOST 7.12-93 «конф.», DSTU 3582 «міжнар.»).
    ['матеріали міжнар. наук. конф.', 'матеріали міжнар. наук. конф.'],
    ['сб. ст.', 'сб. ст.'],
    // A collection's statement «сб. науч. тр.», «тез. докл.» (GOST 7.12-93).
    ['Социальная власть языка : сб. науч. тр.', 'Социальная власть языка : сб. науч. тр.'],
    ['материалы конф. : тез. докл.', 'материалы конф. : тез. докл.'],
    // The same words romanised for a References list.
    ['Sotsial’naya vlast’ yazyka : sb. nauch. tr.', 'Sotsial’naya vlast’ yazyka : sb. nauch. tr.'],
    ['materialy mezhdunar. nauch. konf.', 'materialy mezhdunar. nauch. konf.'],
    // A full word keeps no stop: «наук» (genitive plural) is not an abbreviation.
    ['Вестник Российской академии наук.', 'Вестник Российской академии наук'],
  ])('%s → %s', (typed, clean) => {
    expect(cleanTitle(typed)).toBe(clean);
  });

  it('drops stops separated by stray spaces', () => {
    expect(cleanTitleFully('On growth . .')).toBe('On growth');
  });
});
