import { describe, expect, it } from 'vitest';
import { shortPublisher } from './publisher-short.js';

describe('shortPublisher', () => {
  it("drops the publishing function before a thematic name (GOST R 7.0.100-2018, 5.5.4's examples)", () => {
    expect(shortPublisher('Издательство «Экономика»')).toBe('Экономика');
    expect(shortPublisher('Издательский дом «Алиса»')).toBe('Алиса');
    expect(shortPublisher('Видавництво «Либідь»')).toBe('Либідь');
  });
  it('drops a legal form, Cyrillic before the quoted name or Latin after the name', () => {
    expect(shortPublisher('ПАО «ЕВРО-АДРЕС»')).toBe('ЕВРО-АДРЕС');
    expect(shortPublisher('ООО «Издательство «Питер»»')).toBe('Питер');
    expect(shortPublisher('Изд-во ООО «Радуга-ПРЕСС»')).toBe('Радуга-ПРЕСС');
    expect(shortPublisher('John Wiley & Sons, Inc.')).toBe('John Wiley & Sons');
    expect(shortPublisher('Springer-Verlag GmbH')).toBe('Springer-Verlag');
  });
  it('abbreviates the function word of a name without a thematic one, and keeps the rest as typed', () => {
    expect(shortPublisher('Издательство Уральского университета')).toBe('Изд-во Уральского университета');
    expect(shortPublisher('Центр «Петербургское востоковедение»')).toBe('Центр «Петербургское востоковедение»');
    expect(shortPublisher('Издание газеты «Ударник Метростроя»')).toBe('Издание газеты «Ударник Метростроя»');
    expect(shortPublisher('«Просвещение» и «Дрофа»')).toBe('«Просвещение» и «Дрофа»');
    expect(shortPublisher('"А" и "Б"')).toBe('"А" и "Б"');
    expect(shortPublisher('Noirot et Co.')).toBe('Noirot et Co.');
    expect(shortPublisher('НП СРОСЭК СПОРТ')).toBe('НП СРОСЭК СПОРТ');
  });
  it('keeps a legal form when more than the quoted name follows it, and shortens two publishers typed with a comma one by one (ru-ua strings)', () => {
    expect(shortPublisher('ФГБУ «Медико-генетический научный центр» РАМН')).toBe(
      'ФГБУ «Медико-генетический научный центр» РАМН',
    );
    expect(shortPublisher('ООО «Издательство Астрель», ООО «Издательство АСТ»')).toBe('Изд-во Астрель : Изд-во АСТ');
    expect(shortPublisher('АО «Учеб. лит.»')).toBe('Учеб. лит.');
  });
});
