/**
 * The form of a publication that Russian and Ukrainian lists print after its title —
 * `Педагогика: учебник`, `Право. Учебное пособие`, `Етика : навч.-метод. посіб.` (GOST 7.1,
 * other title information). It says what kind of book it is and is no part of the title;
 * so does whom it is for (`Логистика: для бакалавров и специалистов`), and «пособие» says it
 * without «учебное» (`Введение в полукольца: пособие для студентов`).
 */
const FORM = String.raw`(?:учебник|справочник|довідник|пособие|посібник|для\s+(?:студент|бакалавр|магистр|магістр|специалист|спеціаліст|аспирант|аспірант|учащ|учн|школьник|вуз)\p{L}*|учебн\p{L}*\s+пособие|учеб\.(?:-метод\.)?\s*пособие|учебно-\p{L}+\s+пособие|монография|монографія|навч\p{L}*\.?(?:-\p{L}+\.?)?\s+посіб\p{L}*\.?|навчальний\s+посібник|підручник|курс\s+лекций|курс\s+лекцій|конспект\s+лекций|конспект\s+лекцій|хрестоматия|хрестоматія|методические\s+(?:указания|рекомендации)|методичні\s+(?:вказівки|рекомендації))`;

/** What a host says it is after a colon: a collection, proceedings, a journal, a website («// Слова Кыргызстана: сайт»). */
const HOST_FORM = String.raw`(?:сб\.|сборник|зб\.|збірник|материалы|матеріали|тез\.|тезисы|тези|труды|праці|(?:[\p{L}-]+\s)?(?:журнал|журн\.|часопис)|(?:официальный\s+|офіційний\s+)?(?:веб-)?сайт)`;

/** How many parts a work is in, after its form: «Справочник. В 2-х ч.», «Учебник. В 3 т.». */
const PARTS = String.raw`(?:\.\s+(?:В|У)\s\d+(?:-х)?\s(?:ч|т|кн)\.)?`;
const AFTER_TITLE = new RegExp(String.raw`(?:\s?:\s?|\.\s+)(${FORM}(?:\s[^.:]{0,80})?${PARTS})\.?$`, 'iu');
const AFTER_HOST = new RegExp(String.raw`\s?:\s?((?:${FORM}|${HOST_FORM})(?:[\s.][^:]{0,120})?)$`, 'iu');
/** A periodical's kind after a stop: «// Государство и религия в Дагестане. Информационно-аналитический бюллетень». */
const KIND_AFTER_STOP = /\.\s+((?:[\p{L}-]+\s)?(?:бюллетень|бюлетень|журнал|часопис))\.?$/iu;

/**
 * Splits the form off the end of a title: `{ title: 'Педагогика', form: 'учебник' }`; of a
 * host (`host`), only after a colon, and the kinds of hosts too (`: Сб. науч. тр. …`).
 */
export function splitTitleForm(title: string, host = false): { title: string; form?: string } {
  const m = host ? (AFTER_HOST.exec(title) ?? KIND_AFTER_STOP.exec(title)) : AFTER_TITLE.exec(title);
  if (!m || m.index < 3) return { title };
  return { title: title.slice(0, m.index), form: m[1] };
}
