import type { Lang } from '../i18n/messages.js';

/**
 * The tag colours (spec §3 "Colours are a list"; GET Color, GET Color/{id}). Fixed data, not a
 * table: ids are stable, so a tag stores its colour id. Chosen to stay readable as a chip
 * background under dark text (contrast ≥ 4.5:1 with #1f2328).
 */
export interface Color {
  id: number;
  hex: string;
  name: Record<Lang, string>;
}

export const COLORS: readonly Color[] = [
  { id: 1, hex: '#f28b82', name: { en: 'Red', ru: 'Красный', ua: 'Червоний' } },
  { id: 2, hex: '#fbbc04', name: { en: 'Orange', ru: 'Оранжевый', ua: 'Помаранчевий' } },
  { id: 3, hex: '#fff475', name: { en: 'Yellow', ru: 'Жёлтый', ua: 'Жовтий' } },
  { id: 4, hex: '#ccff90', name: { en: 'Green', ru: 'Зелёный', ua: 'Зелений' } },
  { id: 5, hex: '#a7ffeb', name: { en: 'Teal', ru: 'Бирюзовый', ua: 'Бірюзовий' } },
  { id: 6, hex: '#cbf0f8', name: { en: 'Light blue', ru: 'Голубой', ua: 'Блакитний' } },
  { id: 7, hex: '#aecbfa', name: { en: 'Blue', ru: 'Синий', ua: 'Синій' } },
  { id: 8, hex: '#d7aefb', name: { en: 'Purple', ru: 'Фиолетовый', ua: 'Фіолетовий' } },
  { id: 9, hex: '#fdcfe8', name: { en: 'Pink', ru: 'Розовый', ua: 'Рожевий' } },
  { id: 10, hex: '#e6c9a8', name: { en: 'Brown', ru: 'Коричневый', ua: 'Коричневий' } },
  { id: 11, hex: '#e8eaed', name: { en: 'Grey', ru: 'Серый', ua: 'Сірий' } },
];

export const colorById = (id: number) => COLORS.find((c) => c.id === id);

/** A colour as the API answers it, named in the caller's language. */
export const colorView = (c: Color, lang: Lang) => ({ id: c.id, hex: c.hex, name: c.name[lang] });
