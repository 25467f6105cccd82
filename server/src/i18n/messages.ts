import type { Request } from 'express';

/** The interface languages (spec §2: locale prefixes en, ru, ua; default en). */
export const LANGS = ['en', 'ru', 'ua'] as const;
export type Lang = (typeof LANGS)[number];

type Table = Record<Lang, string>;

/**
 * The user messages of spec §8, in English, Russian and Ukrainian. `{n}` is replaced by a
 * number. Keys are stable: clients may match on `code` in error answers, never on text.
 */
export const MESSAGES = {
  wrongCredentials: {
    en: 'Wrong email or password',
    ru: 'Неверный email или пароль',
    ua: 'Невірний email або пароль',
  },
  passwordRequired: { en: 'Enter a password', ru: 'Введите пароль', ua: 'Введіть пароль' },
  passwordTooShort: {
    en: 'The password is too short: at least {n} characters',
    ru: 'Пароль слишком короткий: не менее {n} символов',
    ua: 'Пароль занадто короткий: щонайменше {n} символів',
  },
  passwordsDoNotMatch: { en: 'Passwords do not match', ru: 'Пароли не совпадают', ua: 'Паролі не збігаються' },
  emailInvalid: { en: 'Enter a valid email', ru: 'Введите корректный email', ua: 'Введіть коректний email' },
  emailTaken: {
    en: 'This email is already registered',
    ru: 'Этот email уже зарегистрирован',
    ua: 'Цей email вже зареєстровано',
  },
  registrationError: { en: 'Registration error', ru: 'Ошибка регистрации', ua: 'Помилка реєстрації' },
  invalidRestoreCode: {
    en: 'Invalid or expired restore code',
    ru: 'Неверный или просроченный код восстановления',
    ua: 'Невірний або прострочений код відновлення',
  },
  restoreSent: {
    en: 'If this email is registered, a restore code has been sent to it',
    ru: 'Если этот email зарегистрирован, на него отправлен код восстановления',
    ua: 'Якщо цей email зареєстровано, на нього надіслано код відновлення',
  },
  wrongPassword: { en: 'Wrong password', ru: 'Неверный пароль', ua: 'Невірний пароль' },
  googleNotLinked: {
    en: 'This Google email is already registered but not linked: log in with your password or restore it, then add Google',
    ru: 'Этот Google email уже зарегистрирован, но не привязан: войдите по паролю или восстановите его, затем добавьте Google',
    ua: 'Цей Google email вже зареєстровано, але не прив’язано: увійдіть за паролем або відновіть його, потім додайте Google',
  },
  googleTaken: {
    en: 'This Google account is linked to another user',
    ru: 'Этот аккаунт Google привязан к другому пользователю',
    ua: 'Цей обліковий запис Google прив’язано до іншого користувача',
  },
  googleFailed: {
    en: 'Google login failed: invalid token, retry',
    ru: 'Не удалось войти через Google: недействительный токен, повторите',
    ua: 'Не вдалося увійти через Google: недійсний токен, повторіть',
  },
  setPasswordFirst: {
    en: 'Set a password before unlinking Google',
    ru: 'Установите пароль, прежде чем отвязать Google',
    ua: 'Встановіть пароль, перш ніж відв’язати Google',
  },
  googleNotSet: {
    en: 'No Google account is linked',
    ru: 'Аккаунт Google не привязан',
    ua: 'Обліковий запис Google не прив’язано',
  },
  signInRequired: { en: 'Sign in to continue', ru: 'Войдите, чтобы продолжить', ua: 'Увійдіть, щоб продовжити' },
  sessionExpired: {
    en: 'Your session has ended: sign in again',
    ru: 'Сеанс завершён: войдите снова',
    ua: 'Сеанс завершено: увійдіть знову',
  },
  alreadySignedIn: { en: 'You are already signed in', ru: 'Вы уже вошли', ua: 'Ви вже увійшли' },
  forbidden: {
    en: 'You are not allowed to do this',
    ru: 'У вас нет прав на это действие',
    ua: 'У вас немає прав на цю дію',
  },
  notFound: { en: 'Record not found', ru: 'Запись не найдена', ua: 'Запис не знайдено' },
  xsrf: {
    en: 'Cookies are disabled or the page is stale: enable cookies and refresh the page',
    ru: 'Cookies отключены или страница устарела: включите cookies и обновите страницу',
    ua: 'Cookies вимкнено або сторінка застаріла: увімкніть cookies та оновіть сторінку',
  },
  tooManyRequests: {
    en: 'Too many attempts: try again later',
    ru: 'Слишком много попыток: повторите позже',
    ua: 'Забагато спроб: спробуйте пізніше',
  },
  busy: {
    en: 'The server is busy checking passwords: try again in a few seconds',
    ru: 'Сервер занят проверкой паролей: повторите через несколько секунд',
    ua: 'Сервер зайнятий перевіркою паролів: спробуйте за кілька секунд',
  },
  bodyTooDeep: {
    en: 'The request body is nested too deeply (at most {n} levels)',
    ru: 'Тело запроса вложено слишком глубоко (не более {n} уровней)',
    ua: 'Тіло запиту вкладене занадто глибоко (не більше {n} рівнів)',
  },
  tooManyAuthors: {
    en: 'Too many persons in one record: at most {n}',
    ru: 'Слишком много лиц в одной записи: не более {n}',
    ua: 'Забагато осіб в одному записі: не більше {n}',
  },
  limitRecords: {
    en: 'You cannot create more than {n} records',
    ru: 'Нельзя создать более {n} записей',
    ua: 'Не можна створити більше {n} записів',
  },
  demoBlocked: {
    en: 'You cannot select, edit, delete or download in demo mode: choose a plan',
    ru: 'В демо-режиме нельзя выбирать, редактировать, удалять и скачивать: выберите тариф',
    ua: 'У демо-режимі не можна вибирати, редагувати, видаляти та завантажувати: оберіть тариф',
  },
  demoUnavailable: {
    en: 'This function is unavailable in demo mode',
    ru: 'Функция недоступна в демо-режиме',
    ua: 'Функція недоступна в демо-режимі',
  },
  blogKeyTaken: {
    en: 'This address is already used by another story in this language',
    ru: 'Этот адрес уже занят другой статьёй на этом языке',
    ua: 'Ця адреса вже зайнята іншою статтею цією мовою',
  },
  blogImageType: {
    en: 'The image must be PNG, JPEG, GIF or WebP',
    ru: 'Изображение должно быть в формате PNG, JPEG, GIF или WebP',
    ua: 'Зображення має бути у форматі PNG, JPEG, GIF або WebP',
  },
  blogImageSize: {
    en: 'The image is larger than {n} KB',
    ru: 'Изображение больше {n} КБ',
    ua: 'Зображення більше за {n} КБ',
  },
  blogVisibility: {
    en: 'Only an administrator may show or hide a story',
    ru: 'Показывать и скрывать статьи может только администратор',
    ua: 'Показувати й приховувати статті може лише адміністратор',
  },
  confirmDeletion: {
    en: 'Data deletion is irreversible: confirm it',
    ru: 'Удаление данных необратимо: подтвердите его',
    ua: 'Видалення даних незворотне: підтвердіть його',
  },
  annotationTooLong: {
    en: 'Maximum number of words exceeded: {n}',
    ru: 'Превышено максимальное количество слов: {n}',
    ua: 'Перевищено максимальну кількість слів: {n}',
  },
  annotationTooManyChars: {
    en: 'Maximum number of characters exceeded: {n}',
    ru: 'Превышено максимальное количество символов: {n}',
    ua: 'Перевищено максимальну кількість символів: {n}',
  },
  annotationTooManyKeywords: {
    en: 'No more than {n} keywords',
    ru: 'Не более {n} ключевых слов',
    ua: 'Не більше {n} ключових слів',
  },
  textCut: {
    en: 'Demo text is limited to {n} characters: the rest was cut',
    ru: 'Демо-текст ограничен {n} символами: остальное обрезано',
    ua: 'Демо-текст обмежено {n} символами: решту обрізано',
  },
  savedTextTooLong: {
    en: 'Your plan saves texts of at most {n} characters',
    ru: 'Ваш тариф сохраняет тексты не длиннее {n} символов',
    ua: 'Ваш тариф зберігає тексти не довші за {n} символів',
  },
  tooManyOwnWords: {
    en: 'Your dictionary holds at most {n} entries of this kind',
    ru: 'В словаре не более {n} записей этого вида',
    ua: 'У словнику не більше {n} записів цього виду',
  },
  tooManyReferences: {
    en: 'At most {n} references at a time',
    ru: 'Не более {n} ссылок за раз',
    ua: 'Не більше {n} посилань за раз',
  },
  invalidFields: { en: 'Check the highlighted fields', ru: 'Проверьте выделенные поля', ua: 'Перевірте виділені поля' },
  invalidLink: {
    en: 'Invalid link format: give a URL or a DOI like 10.1000/xyz',
    ru: 'Неверный формат ссылки: укажите URL или DOI вида 10.1000/xyz',
    ua: 'Невірний формат посилання: вкажіть URL або DOI виду 10.1000/xyz',
  },
  tooManyCoauthors: {
    en: 'No more than {n} co-authors',
    ru: 'Не более {n} соавторов',
    ua: 'Не більше {n} співавторів',
  },
  lookupNothing: {
    en: 'Nothing found in {source}',
    ru: 'В {source} ничего не найдено',
    ua: 'У {source} нічого не знайдено',
  },
  lookupFailed: {
    en: 'The search in {source} failed: try again later',
    ru: 'Поиск в {source} не удался: повторите позже',
    ua: 'Пошук у {source} не вдався: повторіть пізніше',
  },
  lookupTimeout: {
    en: '{source} did not answer in time: try again later',
    ru: '{source} не ответил вовремя: повторите позже',
    ua: '{source} не відповів вчасно: повторіть пізніше',
  },
  lookupQueryRequired: {
    en: 'Enter a title or an author',
    ru: 'Введите название или автора',
    ua: 'Введіть назву або автора',
  },
  lookupBadId: {
    en: 'Enter an ISBN or an OpenLibrary edition id (OL…M)',
    ru: 'Введите ISBN или идентификатор издания OpenLibrary (OL…M)',
    ua: 'Введіть ISBN або ідентифікатор видання OpenLibrary (OL…M)',
  },
  lookupBadDoi: {
    en: 'Enter a DOI like 10.1000/xyz',
    ru: 'Введите DOI вида 10.1000/xyz',
    ua: 'Введіть DOI виду 10.1000/xyz',
  },
  // Ideas generator (spec §5 Tag and Note rules, §4 move and delete).
  tagNameShort: {
    en: 'The tag name is required and must be longer than 3 characters',
    ru: 'Название тега обязательно и должно быть длиннее 3 символов',
    ua: 'Назва тегу обовʼязкова і має бути довшою за 3 символи',
  },
  tagNameTaken: {
    en: 'A tag with this name already exists',
    ru: 'Тег с таким названием уже существует',
    ua: 'Тег із такою назвою вже існує',
  },
  colorUnknown: {
    en: 'Choose a colour from the list',
    ru: 'Выберите цвет из списка',
    ua: 'Оберіть колір зі списку',
  },
  cardBodyShort: {
    en: 'The note text is required and must be longer than 3 characters',
    ru: 'Текст заметки обязателен и должен быть длиннее 3 символов',
    ua: 'Текст нотатки обовʼязковий і має бути довшим за 3 символи',
  },
  urlTaken: {
    en: 'Such an address already exists',
    ru: 'Такой адрес уже существует',
    ua: 'Така адреса вже існує',
  },
  cardCycle: {
    en: 'A card cannot be placed under itself or under one of its descendants',
    ru: 'Карточку нельзя поместить под неё саму или под её потомка',
    ua: 'Картку не можна помістити під неї саму або під її нащадка',
  },
  cardUnknownRef: {
    en: 'Refers to a card, tag or bibliography record that does not exist',
    ru: 'Ссылается на карточку, тег или библиографическую запись, которой нет',
    ua: 'Посилається на картку, тег або бібліографічний запис, якого немає',
  },
  cascadeConfirm: {
    en: 'The card has {n} descendants now: confirm deleting the card with all of them',
    ru: 'Сейчас у карточки {n} потомков: подтвердите удаление карточки вместе со всеми',
    ua: 'Зараз у картки {n} нащадків: підтвердіть видалення картки разом з усіма',
  },
  unsubscribeUnavailable: {
    en: 'The unsubscribe service is temporarily unavailable: try again later',
    ru: 'Сервис отписки временно недоступен: повторите позже',
    ua: 'Сервіс відписки тимчасово недоступний: повторіть пізніше',
  },
  paymentUnavailable: {
    en: 'Payment through {provider} is unavailable: try another way or later',
    ru: 'Оплата через {provider} недоступна: выберите другой способ или повторите позже',
    ua: 'Оплата через {provider} недоступна: оберіть інший спосіб або повторіть пізніше',
  },
  planUnavailable: {
    en: 'This plan cannot be bought: choose another one',
    ru: 'Этот тариф нельзя купить: выберите другой',
    ua: 'Цей тариф не можна придбати: оберіть інший',
  },
  alreadySubscribed: {
    en: 'You already have an active subscription: unsubscribe first',
    ru: 'У вас уже есть активная подписка: сначала отпишитесь',
    ua: 'У вас вже є активна підписка: спочатку відпишіться',
  },
  callbackRefused: {
    en: 'Callback refused: {reason}',
    ru: 'Уведомление отклонено: {reason}',
    ua: 'Сповіщення відхилено: {reason}',
  },
  userNotFound: {
    en: 'No account with this email',
    ru: 'Нет аккаунта с таким email',
    ua: 'Немає облікового запису з таким email',
  },
} satisfies Record<string, Table>;

export type MessageKey = keyof typeof MESSAGES;

/** A message in a language, with `{n}` filled in. */
export function t(key: MessageKey, lang: Lang, n?: number): string {
  const text = MESSAGES[key][lang];
  return n === undefined ? text : text.replace('{n}', String(n));
}

/** 'uk' is the ISO code; the product's locale segment for Ukrainian is 'ua' (spec §2). */
function normalise(code: string): Lang | undefined {
  const c = code.trim().toLowerCase().slice(0, 2);
  if (c === 'uk' || c === 'ua') return 'ua';
  if (c === 'ru' || c === 'en') return c;
  return undefined;
}

/**
 * The language of a request's messages: a `lang` field in the body or query, else the
 * first known language in `Accept-Language`, else English (spec §9 default).
 */
export function langOf(req: Request): Lang {
  const body = req.body as { lang?: unknown } | undefined;
  const explicit = typeof body?.lang === 'string' ? body.lang : req.query.lang;
  if (typeof explicit === 'string') {
    const lang = normalise(explicit);
    if (lang) return lang;
  }
  const header = req.headers['accept-language'];
  if (typeof header === 'string') {
    for (const part of header.split(',')) {
      const lang = normalise(part.split(';')[0] ?? '');
      if (lang) return lang;
    }
  }
  return 'en';
}
