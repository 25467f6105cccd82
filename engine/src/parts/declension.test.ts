import { describe, expect, it } from 'vitest';
import type { Person } from '../model/publication.js';
import { inGenitive } from './declension.js';

const gen = (person: Person, locale: 'ru' | 'uk' | 'en' = 'ru') => inGenitive(person, locale).surname;

describe('inGenitive: Russian (lvovich)', () => {
  it('declines ordinary surnames with initials only, by the surname', () => {
    expect(gen({ surname: 'Иванов', name: 'И.', fathername: 'И.' })).toBe('Иванова');
    expect(gen({ surname: 'Достоевский', name: 'Ф.', fathername: 'М.' })).toBe('Достоевского');
    expect(gen({ surname: 'Иванова', name: 'А.' })).toBe('Ивановой');
    expect(gen({ surname: 'Толстая' })).toBe('Толстой');
    expect(gen({ surname: 'Ильин' })).toBe('Ильина');
  });

  it('declines double surnames in both halves', () => {
    expect(gen({ surname: 'Римский-Корсаков', name: 'Н.', fathername: 'А.' })).toBe('Римского-Корсакова');
    expect(gen({ surname: 'Петров-Водкин', name: 'Кузьма' })).toBe('Петрова-Водкина');
  });

  it('reads the gender of a double surname from the half that tells it', () => {
    expect(gen({ surname: 'Ильина-Седых', name: 'М.', fathername: 'А.' })).toBe('Ильиной-Седых');
    expect(gen({ surname: 'Мамин-Сибиряк', name: 'Д.', fathername: 'Н.' })).toBe('Мамина-Сибиряка');
    expect(gen({ surname: 'Немирович-Данченко', name: 'В.', fathername: 'И.' })).toBe('Немирович-Данченко');
  });

  it('keeps a first part that is no surname on its own (gramota.ru 289625: «Бонч-Бруевичем»)', () => {
    expect(gen({ surname: 'Бонч-Бруевич', name: 'Владимир', fathername: 'Дмитриевич' })).toBe('Бонч-Бруевича');
    expect(gen({ surname: 'Мак-Дональд', name: 'Джон' })).toBe('Мак-Дональда');
    expect(gen({ surname: 'Тер-Петросян', name: 'Левон' })).toBe('Тер-Петросяна');
    expect(gen({ surname: 'Бонч-Бруєвич', name: 'Володимир', fathername: 'Дмитрович' }, 'uk')).toBe('Бонч-Бруєвича');
  });

  it('declines a foreign surname when the given name tells the gender, keeps it when only initials are known', () => {
    expect(gen({ surname: 'Смит', name: 'Джон' })).toBe('Смита');
    expect(gen({ surname: 'Смит', name: 'Дж.' })).toBe('Смит');
    expect(gen({ surname: 'Шмидт', name: 'Анна' })).toBe('Шмидт');
    expect(gen({ surname: 'Винер', name: 'Н.' })).toBe('Винер');
  });

  it('keeps indeclinable surnames', () => {
    expect(gen({ surname: 'Седых', name: 'А.' })).toBe('Седых');
    expect(gen({ surname: 'Мартыненко', name: 'Ю.', fathername: 'В.' })).toBe('Мартыненко');
    expect(gen({ surname: 'Гюго', name: 'Виктор' })).toBe('Гюго');
    expect(gen({ surname: 'Кюри', name: 'Мария' })).toBe('Кюри');
    expect(gen({ surname: 'Ковальчук', name: 'Ольга' })).toBe('Ковальчук');
  });

  it('uses the patronymic for the gender', () => {
    expect(gen({ surname: 'Ковальчук', name: 'О.', fathername: 'Петрович' })).toBe('Ковальчука');
  });

  it('leaves Latin names and English records alone', () => {
    expect(gen({ surname: 'Smith', name: 'John' })).toBe('Smith');
    expect(gen({ surname: 'Иванов', name: 'И.' }, 'en')).toBe('Иванов');
  });
});

describe('inGenitive: Ukrainian (own rules)', () => {
  it('declines men’s surnames in -енко, -ко and consonants', () => {
    expect(gen({ surname: 'Бондаренко', name: 'Віктор', fathername: 'Петрович' }, 'uk')).toBe('Бондаренка');
    expect(gen({ surname: 'Франко', name: 'Іван' }, 'uk')).toBe('Франка');
    expect(gen({ surname: 'Ткачук', name: 'Олег' }, 'uk')).toBe('Ткачука');
    expect(gen({ surname: 'Коваль', name: 'Петро' }, 'uk')).toBe('Коваля');
    expect(gen({ surname: 'Бондар', name: 'Микола' }, 'uk')).toBe('Бондаря');
  });

  it('declines adjectival and -ов/-ін surnames by their suffix, even with initials only', () => {
    expect(gen({ surname: 'Грушевський', name: 'М.', fathername: 'С.' }, 'uk')).toBe('Грушевського');
    expect(gen({ surname: 'Ковальська', name: 'О.' }, 'uk')).toBe('Ковальської');
    expect(gen({ surname: 'Петров', name: 'В.' }, 'uk')).toBe('Петрова');
    expect(gen({ surname: 'Петрова', name: 'В.' }, 'uk')).toBe('Петрової');
  });

  it('keeps women’s surnames in -о and consonants, and keeps -енко when the gender is unknown', () => {
    expect(gen({ surname: 'Костенко', name: 'Ліна' }, 'uk')).toBe('Костенко');
    expect(gen({ surname: 'Ткачук', name: 'Олена' }, 'uk')).toBe('Ткачук');
    expect(gen({ surname: 'Шевченко', name: 'Т.', fathername: 'Г.' }, 'uk')).toBe('Шевченко');
  });

  it('declines men’s surnames that are common nouns as the nouns do, with their dropped or alternating vowel (Правопис 2019, § 142)', () => {
    expect(gen({ surname: 'Кравець', name: 'Олег' }, 'uk')).toBe('Кравця');
    expect(gen({ surname: 'Горобець', name: 'Петро' }, 'uk')).toBe('Горобця');
    expect(gen({ surname: 'Заєць', name: 'Іван' }, 'uk')).toBe('Зайця');
    expect(gen({ surname: 'Коломієць', name: 'Іван' }, 'uk')).toBe('Коломійця');
    expect(gen({ surname: 'Стрілець', name: 'Іван' }, 'uk')).toBe('Стрільця');
    expect(gen({ surname: 'Швець', name: 'Іван' }, 'uk')).toBe('Швеця');
    expect(gen({ surname: 'Лебідь', name: 'Іван' }, 'uk')).toBe('Лебедя');
    expect(gen({ surname: 'Кривоніс', name: 'Іван' }, 'uk')).toBe('Кривоноса');
    expect(gen({ surname: 'Журавель', name: 'Іван' }, 'uk')).toBe('Журавля');
    expect(gen({ surname: 'Соловей', name: 'Іван' }, 'uk')).toBe('Солов’я');
    expect(gen({ surname: 'Кравець', name: 'Олена' }, 'uk')).toBe('Кравець');
  });

  it('keeps surnames in -ово, -аго, -их, -іх, which do not decline (Український правопис 2019)', () => {
    expect(gen({ surname: 'Черних', name: 'Ігор' }, 'uk')).toBe('Черних');
    expect(gen({ surname: 'Білих', name: 'Олег' }, 'uk')).toBe('Білих');
    expect(gen({ surname: 'Дурново', name: 'Микола' }, 'uk')).toBe('Дурново');
    expect(gen({ surname: 'Живаго', name: 'Юрій' }, 'uk')).toBe('Живаго');
    // A noun in -іх declines as the noun.
    expect(gen({ surname: 'Горіх', name: 'Іван' }, 'uk')).toBe('Горіха');
  });

  it('declines women’s adjectival surnames as adjectives, Біла → Білої, even with initials only', () => {
    expect(gen({ surname: 'Біла', name: 'Ганна' }, 'uk')).toBe('Білої');
    expect(gen({ surname: 'Кучерява', name: 'О.' }, 'uk')).toBe('Кучерявої');
    expect(gen({ surname: 'Головата', name: 'Лідія' }, 'uk')).toBe('Головатої');
    // A noun in -а stays a noun.
    expect(gen({ surname: 'Сковорода', name: 'Оксана' }, 'uk')).toBe('Сковороди');
  });

  it('declines feminine-form nouns and double surnames', () => {
    expect(gen({ surname: 'Українка', name: 'Леся' }, 'uk')).toBe('Українки');
    expect(gen({ surname: 'Квітка-Основ’яненко', name: 'Григорій' }, 'uk')).toBe('Квітки-Основ’яненка');
  });
});

describe('inGenitive: full names', () => {
  it('declines given names and patronymics written out', () => {
    expect(inGenitive({ surname: 'Иванов', name: 'Иван', fathername: 'Иванович' }, 'ru')).toMatchObject({
      surname: 'Иванова',
      name: 'Ивана',
      fathername: 'Ивановича',
    });
    expect(inGenitive({ surname: 'Иванова', name: 'Анна', fathername: 'Сергеевна' }, 'ru')).toMatchObject({
      surname: 'Ивановой',
      name: 'Анны',
      fathername: 'Сергеевны',
    });
    expect(inGenitive({ surname: 'Бондаренко', name: 'Віктор', fathername: 'Петрович' }, 'uk')).toMatchObject({
      surname: 'Бондаренка',
      name: 'Віктора',
      fathername: 'Петровича',
    });
    expect(inGenitive({ surname: 'Ковальська', name: 'Марія', fathername: 'Іванівна' }, 'uk')).toMatchObject({
      surname: 'Ковальської',
      name: 'Марії',
      fathername: 'Іванівни',
    });
    expect(inGenitive({ surname: 'Шевчук', name: 'Андрій' }, 'uk')).toMatchObject({
      surname: 'Шевчука',
      name: 'Андрія',
    });
  });
});

describe('inGenitive: names typed in capitals or whole in the surname field', () => {
  it('declines the name as written with small letters', () => {
    expect(gen({ surname: 'ПЕТРЕНКО', name: 'ІВАН' }, 'uk')).toBe('Петренка');
    expect(inGenitive({ surname: 'Петренко І.П.' }, 'uk')).toEqual({ surname: 'Петренко', name: 'І.П.' });
  });
});

describe('a Ukrainian woman whose surname does not decline', () => {
  it('declines her given name and patronymic, keeps the surname', () => {
    expect(inGenitive({ surname: 'Шевченко', name: 'Олена', fathername: 'Петрівна' }, 'uk')).toEqual({
      surname: 'Шевченко',
      name: 'Олени',
      fathername: 'Петрівни',
    });
    expect(inGenitive({ surname: 'Коваль', name: 'Ірина' }, 'uk')).toEqual({ surname: 'Коваль', name: 'Ірини' });
    expect(inGenitive({ surname: 'Шевченко', name: 'О.' }, 'uk')).toEqual({ surname: 'Шевченко', name: 'О.' });
  });
});
