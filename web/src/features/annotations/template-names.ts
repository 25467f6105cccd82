import type { AbstractForm, AbstractStyle } from '@referent/engine';
import type { TFunction } from 'i18next';

/** The template's name in the interface language (GOST with its form). */
export function templateName(t: TFunction, style: AbstractStyle, form?: AbstractForm): string {
  const name = t(`annotations.styles.${style}`);
  return style === 'GOST' && form ? `${name} — ${t(`annotations.forms.${form}`)}` : name;
}
