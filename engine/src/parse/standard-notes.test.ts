import { describe, expect, it } from 'vitest';
import { parseCitation } from './parse-citation.js';

const pub = (text: string) => parseCitation(text).publication;

describe('a standard’s notes after its title', () => {
  it('reads GOST R 7.0.100-2018’s own example (appendix A, «Стандарты», p. 59)', () => {
    const p = pub(
      'ГОСТ Р 57647—2017. Лекарственные средства для медицинского применения. Фармакогеномика. Биомаркеры = Medicines for medical applications. Pharmacogenomics. Biomarkers : национальный стандарт Российской Федерации : издание официальное : утвержден и введен в действие Приказом Федерального агентства по техническому регулированию и метрологии от 8 сентября 2017 г. № 1042-ст : введен впервые : дата введения 2018-07-01 / подготовлен Первым Московским государственным медицинским университетом имени И. М. Сеченова Министерства здравоохранения Российской Федерации. — Москва : Стандартинформ, 2017. — IV, 7, [1] с. ; 29 см. — Текст : непосредственный.',
    );
    expect(p.idTypePublication).toBe(5);
    expect(p.infoStandart).toBe(
      'издание официальное : утвержден и введен в действие Приказом Федерального агентства по техническому регулированию и метрологии от 8 сентября 2017 г. № 1042-ст : введен впервые',
    );
    expect(p.specialData?.date).toBe('2018-07-01');
    expect(p.series?.number).toBeUndefined();
    expect(p.outputData).toMatchObject({ editionPlace: 'Москва', publisher: 'Стандартинформ' });
  });

  // Composed in GOST 7.1-2003's form (7.13, «Взамен …; введ. …») and DSTU 8302:2015's (appendix A, «Чинний від …»).
  it('reads the replaced standard and the date of introduction in GOST 7.1 and DSTU forms', () => {
    const gost = pub(
      'ГОСТ 7.53–2001. Издания. Международная стандартная нумерация книг. – Взамен ГОСТ 7.53–86 ; введ. 01.07.2002. – Минск : Межгос. совет по стандартизации, метрологии и сертификации, 2002. – 3 с.',
    );
    expect(gost.specialData).toMatchObject({ standardNumber: 'ГОСТ 7.53–86', date: '2002-07-01' });
    expect(gost.title?.publicationTitle).toBe('Издания. Международная стандартная нумерация книг');
    const dstu = pub(
      'ДСТУ 3582:2013. Інформація та документація. Бібліографічний опис. Скорочення слів і словосполучень українською мовою. Загальні вимоги та правила. [На заміну ДСТУ 3582-97 ; чинний від 2013-08-22]. Вид. офіц. Київ : Мінекономрозвитку України, 2013. 15 с.',
    );
    expect(dstu.specialData).toMatchObject({ standardNumber: 'ДСТУ 3582-97', date: '2013-08-22' });
    expect(dstu.infoStandart).toBe('Вид. офіц.');
    expect(dstu.outputData).toMatchObject({ editionPlace: 'Київ', year: '2013' });
  });
});
