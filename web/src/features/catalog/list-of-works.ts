import type { Block } from '@referent/docx';
import { FORM_LABELS, type FormLanguage } from './form-labels.js';
import { CATEGORIES, type CatalogueInput, type Coauthor, KINDS, type Kind, type Owner } from './model.js';

/** "Петров В. Н." — surname and initials, as the form's co-author column writes them. */
export function shortName(p: Coauthor | Owner): string {
  const initials = [p.name, p.patronymic]
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => `${[...s][0]?.toUpperCase()}.`)
    .join(' ');
  return [p.surname.trim(), initials].filter(Boolean).join(' ');
}

/**
 * The volume column: what the author wrote («1,5 п. л.»), else pages — a range counts its
 * pages (15-67 → 53 с.), a single number is the work's page count (a book's 320 → 320 с.).
 */
export function volumeOf(e: Pick<CatalogueInput, 'volume' | 'pages'>, lang: FormLanguage): string {
  if (e.volume.trim()) return e.volume.trim();
  const m = /^\s*(\d+)\s*(?:[-–]\s*(\d+))?\s*$/.exec(e.pages);
  if (!m) return '';
  const n = m[2] ? Number(m[2]) - Number(m[1]) + 1 : Number(m[1]);
  return n > 0 ? `${n} ${FORM_LABELS[lang].pages}` : '';
}

const yearOf = (date: string) => /\d{4}/.exec(date)?.[0] ?? '';

/**
 * The form's order: the groups in their fixed order (scientific works, then patents and
 * certificates, then teaching works), each chronological — earliest first, by the date or
 * year of publication, then by title — and numbered through the whole list.
 */
export function formOrder<T extends CatalogueInput>(entries: readonly T[]): { category: string; items: T[] }[] {
  const collator = new Intl.Collator('ru');
  return CATEGORIES.map((category) => ({
    category,
    items: entries
      .filter((e) => (e.category ?? 'scientific') === category)
      .sort(
        (a, b) =>
          (yearOf(a.date) || '9999').localeCompare(yearOf(b.date) || '9999') ||
          a.date.localeCompare(b.date) ||
          collator.compare(a.title, b.title),
      ),
  })).filter((g) => g.items.length > 0);
}

function kindOf(type: string, lang: FormLanguage): string {
  return KINDS.includes(type as Kind) ? FORM_LABELS[lang].kinds[type as Kind] : type.trim();
}

/** One row of the table: №, title (kind), form, output data, volume, co-authors. */
export function rowOf(e: CatalogueInput, n: number, lang: FormLanguage): string[] {
  const l = FORM_LABELS[lang];
  const kind = kindOf(e.type, lang);
  return [
    `${n}.`,
    kind ? `${e.title.trim()} (${kind})` : e.title.trim(),
    e.character ? l.characters[e.character] : '',
    [e.outputData.trim(), e.link.trim()].filter(Boolean).join(' '),
    volumeOf(e, lang),
    e.coauthors.map(shortName).filter(Boolean).join(', '),
  ];
}

/**
 * The attestation form «Список научных трудов» / «Список наукових праць» as blocks: the
 * heading with the author's name, a table per group numbered through, and the signature lines.
 */
export function listOfWorks(entries: readonly CatalogueInput[], owner: Owner, lang: FormLanguage): Block[] {
  const l = FORM_LABELS[lang];
  const fullName = [owner.surname, owner.name, owner.patronymic]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(' ');
  const out: Block[] = [
    { kind: 'heading', text: l.heading, align: 'center' },
    {
      kind: 'paragraph',
      runs: [{ text: `${l.of}${fullName ? ` ${fullName}` : ''}`, marks: ['bold'] }],
      align: 'center',
    },
  ];
  let n = 0;
  const groups = formOrder(entries);
  for (const g of groups) {
    if (groups.length > 1 || g.category !== 'scientific') {
      out.push({ kind: 'heading', text: l.categories[g.category as keyof typeof l.categories], level: 2 });
    }
    out.push({
      kind: 'table',
      header: [...l.columns],
      rows: g.items.map((e) => rowOf(e, ++n, lang)),
      widths: [6, 30, 9, 33, 10, 12],
    });
  }
  const who = shortName(owner);
  out.push({ kind: 'paragraph', runs: [{ text: `${l.applicant} ____________ ${who}` }] });
  out.push({ kind: 'paragraph', runs: [{ text: `${l.verified} ____________` }] });
  return out;
}
