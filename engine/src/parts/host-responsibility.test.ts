import { describe, expect, it } from 'vitest';
import type { Publication } from '../model/publication.js';
import { hostTitleProperOf, splitResponsibility } from './host-responsibility.js';

describe('splitResponsibility', () => {
  it('takes an issuing body typed after " / " off the title (GOST 7.1-2003, appendix A)', () => {
    expect(
      splitResponsibility(
        'Социальная власть языка : сб. науч. тр. / Воронеж. межрегион. ин-т обществ. наук, Воронеж. гос. ун-т',
      ),
    ).toEqual({
      title: 'Социальная власть языка : сб. науч. тр.',
      responsibility: 'Воронеж. межрегион. ин-т обществ. наук, Воронеж. гос. ун-т',
    });
    expect(splitResponsibility('Актуал. проблемы прокурор. надзора / Ин-т повышения квалификации').title).toBe(
      'Актуал. проблемы прокурор. надзора',
    );
    expect(splitResponsibility('Праці / НАН України, Ін-т історії України').title).toBe('Праці');
    expect(splitResponsibility('Proceedings / Institute of Physics').title).toBe('Proceedings');
    // GOST R 7.0.100-2018 writes a body in full (the gost2018 golden Калинина).
    expect(
      splitResponsibility(
        'Российская книжная палата : материалы конф. / Информационное телеграфное агентство России (ИТАР-ТАСС), филиал «Российская книжная палата»',
      ).title,
    ).toBe('Российская книжная палата : материалы конф.');
  });

  it('recognises those words romanised, as a record transliterated for a References list has them', () => {
    expect(
      splitResponsibility('Sotsial’naya vlast’ yazyka : sb. nauch. tr. / Voronezh. mezhregion. in-t obshchestv. nauk')
        .title,
    ).toBe('Sotsial’naya vlast’ yazyka : sb. nauch. tr.');
    expect(
      splitResponsibility('Materialy konf. / Informatsionnoye telegrafnoye agentstvo Rossii (ITAR-TASS)').title,
    ).toBe('Materialy konf.');
    expect(splitResponsibility('Pratsi / Instytut istorii Ukrainy').title).toBe('Pratsi');
  });

  it('takes persons and their roles off it: initials, a surname with initials, «под ред.»', () => {
    expect(splitResponsibility('Office 2000 : самоучитель / Э. М. Берлинер, И. Б. Глазырина').title).toBe(
      'Office 2000 : самоучитель',
    );
    expect(splitResponsibility('Вопросы языкознания / Иванов И. И.').title).toBe('Вопросы языкознания');
    expect(splitResponsibility('Словарь / под ред. С. И. Ожегова').title).toBe('Словарь');
    expect(splitResponsibility('Essays / ed. by J. Smith').title).toBe('Essays');
  });

  it('keeps a " / " that is part of the title: a parallel title, "and/or", a fraction', () => {
    for (const title of [
      'Физика / Physics',
      'Лечение ран / Treatment of wounds',
      'Treatment of wounds / Лечение ран',
      'Input and/or output',
      'Bd. 1/2',
      'Сб. ст. 1 / 2',
      ' / Ин-т истории',
    ]) {
      expect(splitResponsibility(title)).toEqual({ title });
    }
  });
});

describe('hostTitleProperOf', () => {
  it("is the host's title without its statement of responsibility", () => {
    const pub = { host: { title: 'Труды / Рос. акад. наук' } } as Publication;
    expect(hostTitleProperOf(pub)).toBe('Труды');
    expect(hostTitleProperOf({} as Publication)).toBeUndefined();
  });
});
