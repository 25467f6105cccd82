import type { Leading } from './leading-names.js';

/**
 * Authors known by one name, as Russian and Ukrainian lists head their works («Платон.
 * Государство», «Ошо. О мужчинах / Пер. с англ.»): classical, patristic and medieval authors,
 * pen names. A heading has no initials to tell it from a one-word title, so only a known name
 * is taken for an author (GOST 7.1-2003, 4.1.4: a heading is the name as the reader knows it).
 * The list is the project's, from the authors commonly cited this way; not exhaustive.
 */
const MONONYMS = new Set(
  [
    // Greek and Roman authors (RU, UA)
    'Гомер Гесиод Эсхил Есхіл Софокл Еврипид Евріпід Аристофан Арістофан Геродот Фукидид Фукідід Ксенофонт',
    'Платон Аристотель Арістотель Эпиктет Епіктет Эпикур Епікур Плутарх Полибий Полібій Страбон Павсаний Павсаній',
    'Птолемей Евклид Евклід Архимед Архімед Гиппократ Гіппократ Гален Плотин Плотін Порфирий Порфирій Прокл Ямвлих',
    'Лукиан Лукіан Вергилий Вергілій Овидий Овідій Гораций Горацій Катулл Проперций Тибулл Лукреций Лукрецій',
    'Цицерон Сенека Тацит Светоний Светоній Саллюстий Петроний Петроній Апулей Ювенал Марциал Боэций Боецій',
    // Church fathers and medieval authors
    'Ориген Оріген Тертуллиан Тертуліан Евсевий Євсевій Ириней Іриней Кассиодор Авиценна Авіценна Аверроэс Аверроес',
    // Pen names and others known by one name
    'Ошо Вольтер Новалис Новаліс Стендаль Мольер Мольєр Папюс Конфуций Конфуцій',
    'Plato Aristotle Homer Herodotus Thucydides Plutarch Virgil Ovid Horace Tacitus Cicero Seneca Origen Tertullian',
    'Plotinus Confucius Voltaire Novalis Stendhal Osho',
  ]
    .join(' ')
    .split(' '),
);

/** «Платон. Государство»: a known one-name author at the head of `main`, or undefined. */
export function mononymHeading(main: string): Leading | undefined {
  const m = /^(\p{Lu}\p{Ll}+)\.\s+(?=\p{Lu}|«)/u.exec(main);
  if (!m || !MONONYMS.has(m[1]!)) return undefined;
  return { people: [{ surname: m[1]! }], etAl: false, editors: false, length: m[1]!.length + 1 };
}
