import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../components/AuthDialogs.js';
import { notify } from '../../lib/notify.js';
import { RefusedError } from './repository.js';

/** A refusal as the person reads it: the spec's limit and demo messages, or the server's own. */
export function useRefusal() {
  const { t } = useTranslation();
  return (e: unknown) => {
    if (e instanceof RefusedError) {
      notify(
        e.kind === 'limit' ? t('annotations.limit', { count: e.limit ?? 0 }) : t('annotations.demoBlocked'),
        'error',
      );
    } else notify(serverMessage(e, t), 'error');
  };
}
