// Deterministic synthetic references for the benchmark: the same records for Referent (as
// spec Publications) and for citeproc-js (as CSL-JSON, through the engine's own mapping).
const SURNAMES = [
  'Smith',
  'Müller',
  'García',
  'Nakamura',
  'Ivanova',
  'Kowalski',
  'Okafor',
  'Dubois',
  'Rossi',
  'Larsen',
];
const GIVEN = ['Anna', 'John', 'Maria', 'Kenji', 'Olga', 'Piotr', 'Chinedu', 'Claire', 'Luca', 'Erik'];
const RU_SURNAMES = ['Иванов', 'Петрова', 'Сидоров', 'Кузнецова', 'Смирнов', 'Попова', 'Волков', 'Лебедева'];
const RU_GIVEN = ['Иван', 'Мария', 'Пётр', 'Анна', 'Сергей', 'Ольга', 'Дмитрий', 'Елена'];
const RU_PATRONYMIC = ['Иванович', 'Петровна', 'Сергеевич', 'Алексеевна'];
const WORDS = [
  'neural',
  'analysis',
  'systems',
  'learning',
  'protein',
  'dynamics',
  'climate',
  'network',
  'quantum',
  'model',
];
const RU_WORDS = ['анализ', 'системы', 'модель', 'метод', 'развитие', 'исследование', 'теория', 'процессы'];
const JOURNALS = ['Nature', 'Journal of Applied Physics', 'Physical Review Letters', 'The Lancet', 'Cell Reports'];
const RU_JOURNALS = ['Вестник МГУ', 'Успехи физических наук', 'Вопросы философии', 'Журнал прикладной химии'];

/** A small seeded generator (mulberry32), so every run formats the same records. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `n` Publications: 50% articles, 30% books, 10% conference papers, 10% web pages; 30% Russian. */
export function publications(n, seed = 42) {
  const rnd = random(seed);
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const out = [];
  for (let i = 0; i < n; i++) {
    const ru = rnd() < 0.3;
    const r = rnd();
    const type = r < 0.5 ? 1 : r < 0.8 ? 2 : r < 0.9 ? 3 : 7;
    const authors = Array.from({ length: 1 + Math.floor(rnd() * (rnd() < 0.1 ? 12 : 4)) }, () =>
      ru
        ? { surname: pick(RU_SURNAMES), name: pick(RU_GIVEN), fathername: pick(RU_PATRONYMIC) }
        : { surname: pick(SURNAMES), name: pick(GIVEN) },
    );
    const words = Array.from({ length: 3 + Math.floor(rnd() * 6) }, () => pick(ru ? RU_WORDS : WORDS)).join(' ');
    const title = words[0].toUpperCase() + words.slice(1);
    const year = 1990 + Math.floor(rnd() * 35);
    const pub = {
      id: `r${i}`,
      idTypePublication: type,
      language: ru ? 'RU' : 'EN',
      title: { publicationTitle: title },
      outputData: { year },
      authors: { 1: authors },
    };
    const first = 1 + Math.floor(rnd() * 300);
    if (type === 1) {
      pub.series = {
        series: pick(ru ? RU_JOURNALS : JOURNALS),
        volume: String(1 + Math.floor(rnd() * 60)),
        issue: String(1 + Math.floor(rnd() * 12)),
      };
      pub.physical = { pages: `${first}-${first + Math.floor(rnd() * 30)}` };
      if (rnd() < 0.7) pub.accessData = { link: `10.${1000 + Math.floor(rnd() * 9000)}/x${i}`, type: 'doi' };
    } else if (type === 2) {
      pub.outputData.publisher = ru ? 'Наука' : pick(['Springer', 'Oxford University Press', 'Penguin Books']);
      pub.outputData.editionPlace = ru ? 'Москва' : pick(['New York', 'Oxford', 'Berlin']);
      pub.physical = { pages: String(100 + Math.floor(rnd() * 500)) };
      if (rnd() < 0.3) pub.edition = String(2 + Math.floor(rnd() * 4));
    } else if (type === 3) {
      pub.series = {
        series: ru ? 'Труды международной конференции' : 'Proceedings of the International Conference on Systems',
      };
      pub.outputData.publisher = ru ? 'Наука' : 'IEEE';
      pub.outputData.editionPlace = ru ? 'Санкт-Петербург' : 'Vienna';
      pub.physical = { pages: `${first}-${first + 8}` };
    } else {
      pub.accessData = { link: `https://example.org/page/${i}`, type: 'url', accessedDate: '2024-05-01' };
    }
    out.push(pub);
  }
  return out;
}
