import type { Block } from '@referent/docx';
import { abstractTemplate, type Run, splitKeywords } from '@referent/engine';
import { ABSTRACT_LABELS } from './labels.js';
import type { AnnotationInput } from './model.js';

const text = (t: string): Run => ({ text: t });
const bold = (t: string): Run => ({ text: t, marks: ['bold'] });
const italic = (t: string): Run => ({ text: t, marks: ['italic'] });

/** The title page block: UDC (GOST articles open with it), title, authors, supervisor, course, e-mail. */
function header(a: AnnotationInput): Block[] {
  const l = ABSTRACT_LABELS[a.language];
  const out: Block[] = [];
  if (a.udk.trim()) out.push({ kind: 'paragraph', runs: [text(`${l.udc} ${a.udk.trim()}`)] });
  out.push({ kind: 'paragraph', runs: [bold(a.title.trim())], align: 'center' });
  const people = [a.author, a.coAuthors]
    .map((s) => s.trim())
    .filter(Boolean)
    .join(', ');
  if (people) out.push({ kind: 'paragraph', runs: [italic(people)], align: 'center' });
  const details = [
    a.professor.trim() ? `${l.supervisor}: ${a.professor.trim()}` : '',
    a.course.trim() ? `${l.course}: ${a.course.trim()}` : '',
    a.email.trim(),
  ].filter(Boolean);
  if (details.length) out.push({ kind: 'paragraph', runs: [text(details.join(' · '))], align: 'center' });
  return out;
}

/**
 * APA 7 (2.9, 2.10): lower-case keywords, no final full stop. Others keep them as typed,
 * joined with the separator of their tradition (GOST and Emerald commas, APA commas).
 */
function keywordsLine(a: AnnotationInput, label: string): Block[] {
  const words = splitKeywords(a.keywords);
  if (!words.length) return [];
  const list = a.styleType === 'APA' ? words.map((w) => w.toLowerCase()) : words;
  if (a.styleType === 'Emerald') return [{ kind: 'paragraph', runs: [bold(label), text(` – ${list.join(', ')}`)] }];
  return [{ kind: 'paragraph', runs: [italic(`${label}: `), text(list.join(', '))], firstLine: a.styleType === 'APA' }];
}

/**
 * The abstract laid out as its template lays it out: APA a centred bold "Abstract" label, one
 * unindented paragraph and an indented italic "Keywords:" line; MLA one paragraph after the
 * heading block; PNAS a headed significance statement and abstract; Emerald each heading in
 * bold before its text, then keywords and paper type; GOST one running paragraph (the six
 * parts of the реферат, or the аннотация) after «Реферат»/«Аннотация», then keywords.
 */
export function assembleAbstract(a: AnnotationInput): Block[] {
  const tpl = abstractTemplate(a.styleType, a.form);
  const l = ABSTRACT_LABELS[a.language];
  const filled = tpl.parts.map((p) => ({ part: p, body: (a.sections[p.id] ?? '').trim() })).filter((x) => x.body);
  const out = header(a);
  switch (tpl.style) {
    case 'APA':
    case 'MLA': {
      if (tpl.style === 'APA') out.push({ kind: 'heading', text: l.abstract, align: 'center' });
      const body = filled.map((x) => x.body).join(' ');
      if (body) out.push({ kind: 'paragraph', runs: [text(body)], firstLine: tpl.style === 'MLA' });
      out.push(...keywordsLine(a, l.keywords));
      break;
    }
    case 'AAoS':
      for (const { part, body } of filled) {
        out.push({ kind: 'heading', text: part.heading ?? '', level: 2 });
        out.push({ kind: 'paragraph', runs: [text(body)] });
      }
      out.push(...keywordsLine(a, l.keywords));
      break;
    case 'Emerald':
      out.push({ kind: 'heading', text: l.abstract, level: 2 });
      for (const { part, body } of filled)
        out.push({ kind: 'paragraph', runs: [bold(part.heading ?? ''), text(` – ${body}`)] });
      out.push(...keywordsLine(a, l.keywords));
      if (a.paperType.trim())
        out.push({ kind: 'paragraph', runs: [bold(l.paperType), text(` – ${a.paperType.trim()}`)] });
      break;
    case 'GOST': {
      out.push({ kind: 'heading', text: tpl.form === 'referat' ? l.referat : l.annotation, level: 2 });
      const body = filled.map((x) => x.body).join(' ');
      if (body) out.push({ kind: 'paragraph', runs: [text(body)], align: 'justify', firstLine: true });
      out.push(...keywordsLine(a, l.keywords));
      break;
    }
  }
  return out;
}
