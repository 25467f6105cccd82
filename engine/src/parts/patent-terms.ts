import type { Labels } from '../locales/labels.js';
import type { Publication } from '../model/publication.js';
import { str } from './fields.js';

/** Spec §3 patentType: 1 patent, 2 author's certificate, anything else an application. */
export type PatentKind = 'patent' | 'certificate' | 'application';

export function patentKindOf(pub: Publication): PatentKind {
  const t = str(pub.specialData?.patentType);
  return t === undefined || t === '1' ? 'patent' : t === '2' ? 'certificate' : 'application';
}

/** The document's name: «Патент»/«Пат.», «Авторское свидетельство»/«А. с.», «Заявка». */
export function patentWord(pub: Publication, labels: Labels, abbreviated: boolean): string {
  const n = labels.national;
  switch (patentKindOf(pub)) {
    case 'patent':
      return abbreviated ? n.patentAbbr : labels.patent;
    case 'certificate':
      return abbreviated ? n.authorCertificateAbbr : n.authorCertificate;
    default:
      return n.application;
  }
}

/**
 * The country or office that granted it: the first part of `patentOffice`
 * («Российская Федерация, RU» → «Российская Федерация»), else `country` (docs/model.md).
 */
export function patentOfficeOf(pub: Publication): string | undefined {
  const office = str(pub.specialData?.patentOffice)?.split(',')[0];
  return str(office) ?? str(pub.specialData?.country) ?? str(pub.country);
}

/**
 * The classification system as spec §3 codes it (1 IPC, 2 national, other cooperative), also when
 * a record names it: «МПК», «МПК7», «МКИ3» (the IPC under its old name, GOST 7.1-2003, A), "IPC",
 * «МПК (2006.01)» are the IPC; «НКИ», "USPC", "national" the national one; «СПК», "CPC" the cooperative.
 */
function classifySystem(typed: string | undefined): string | undefined {
  if (typed === undefined || /^\d+$/.test(typed)) return typed;
  if (/^(?:МПК|МКИ|IPC|Int\.?\s*Cl)/iu.test(typed)) return '1';
  if (/^(?:НКИ|USPC|U\.S\.\s*Cl|national|национ|націон)/iu.test(typed)) return '2';
  return '3';
}

/**
 * The classification with its indexes: «МПК B02C 19/16» (spec §3 classify: 1 IPC,
 * 2 national, other cooperative); nothing without an index.
 */
export function classificationOf(pub: Publication, labels: Labels, ipcLabelled = true): string | undefined {
  const index = [str(pub.specialData?.subClass), str(pub.specialData?.index)].filter(Boolean).join(' ');
  if (!index) return undefined;
  const n = labels.national;
  const c = classifySystem(str(pub.specialData?.classify));
  const ipc = c === undefined || c === '1';
  // DSTU 8302:2015 writes the IPC code bare («: пат. 93790 Україна : F27B 3/04»), other systems labelled.
  if (ipc && !ipcLabelled) return index;
  const system = ipc ? n.classIpc : c === '2' ? n.classNational : n.classCpc;
  return `${system} ${index}`;
}
