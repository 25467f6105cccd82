import type { TextLang } from './language.js';

/** A bureaucratic phrase and the plainer wording to suggest. */
export interface Cliche {
  pattern: RegExp;
  suggestion: string;
}

const c = (source: string, suggestion: string): Cliche => ({
  pattern: new RegExp(`(?<![\\p{L}])(?:${source})(?![\\p{L}])`, 'giu'),
  suggestion,
});

/**
 * Clerical wording (канцелярит) that academic editors ask authors to cut, with the usual
 * replacement (Нора Галь, «Слово живое и мёртвое»; Strunk & White; Антоненко, «Новий
 * російсько-український словник-довідник»). Forms are spelt out so «данные» (data) is not «данный».
 */
export const CLICHES: Record<TextLang, Cliche[]> = {
  ru: [
    c('является|являются|являлся|являлась|являлось|являлись', '— / есть / это'),
    c('осуществля(?:ет|ют|ется|ются|лся|лась|лось|лись|ть)|осуществлени[еяюим]', 'проводится / делается'),
    c('производи(?:тся|лся|лась|лось|лись)|производятся', 'делается'),
    c('данн(?:ый|ая|ое|ого|ой|ому|ым|ом|ую)', 'этот'),
    c('в настоящее время', 'сейчас'),
    c('на сегодняшний день', 'сегодня'),
    c('в целях', 'чтобы / для'),
    c('с целью', 'чтобы / для'),
    c('имеет место|имели место|имеют место', 'есть / происходит'),
    c('в связи с тем,? что', 'потому что'),
    c('в рамках', 'в / при'),
    c('в качестве', 'как'),
    c('при помощи', 'с помощью / чем'),
    c('следует отметить,? что', '(опустить)'),
    c('необходимо отметить,? что', '(опустить)'),
  ],
  uk: [
    c('являється|являються', 'є'),
    c('здійсню(?:ється|ються|вався|валася|валося|валися)|здійснення', 'проводиться / виконується'),
    c('дан(?:ий|а|е|ого|ій|ому|им|ім|у)', 'цей'),
    c('на сьогоднішній день', 'сьогодні'),
    c('в даний час|у даний час', 'тепер / нині'),
    c("у зв[’ʼ']язку з тим,? що|в зв[’ʼ']язку з тим,? що", 'тому що / бо'),
    c('з метою', 'щоб / для'),
    c('в рамках|у рамках', 'у межах'),
    c('має місце|мають місце', 'є / відбувається'),
    c('приймати участь|приймає участь|приймають участь', 'брати участь'),
    c('слід зазначити,? що|необхідно зазначити,? що', '(опустити)'),
    c('являє собою|являють собою', 'є'),
  ],
  en: [
    c('in order to', 'to'),
    c('due to the fact that|owing to the fact that', 'because'),
    c('it should be noted that|it is important to note that', '(omit)'),
    c('utili[sz](?:e|es|ed|ing|ation)', 'use'),
    c('a (?:large )?number of', 'many / several'),
    c('at this point in time|at the present time', 'now'),
    c('in the event that', 'if'),
    c('with regard to|with respect to|in relation to', 'about'),
    c('(?:is|are) able to', 'can'),
    c('prior to', 'before'),
    c('in spite of the fact that|despite the fact that', 'although'),
    c('for the purpose of', 'for / to'),
  ],
};
