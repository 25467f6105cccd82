import { styleById } from '@referent/engine';
import { useTranslation } from 'react-i18next';

/**
 * A style's name in the interface language (`biblio.styleNames.<id>`): ГОСТ Р 7.0.100-2018,
 * «APA, 7-е издание». Names that read the same everywhere (IEEE, ISO 690:2021) keep the engine's.
 */
export function useStyleName(): (id: string) => string {
  const { t } = useTranslation();
  return (id: string) => t(`biblio.styleNames.${id}`, { defaultValue: styleById(id)?.name ?? id });
}
