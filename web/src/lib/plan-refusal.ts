import { useTranslation } from 'react-i18next';
import { serverMessage } from '../components/AuthDialogs.js';
import { ApiError } from './http.js';
import { notify } from './notify.js';

/** A plan refusal the screens show with the spec's demo and limit messages (spec §8). */
export class RefusedError extends Error {
  constructor(
    readonly kind: 'limit' | 'blocked',
    readonly limit?: number,
  ) {
    super(kind);
  }
}

/** The server's plan refusal (403 `plan`) as a RefusedError; anything else unchanged. */
export function refusalOf(e: unknown): unknown {
  if (e instanceof ApiError && e.status === 403 && e.code === 'plan') {
    const limit = typeof e.body.limit === 'number' ? e.body.limit : undefined;
    return new RefusedError(limit !== undefined ? 'limit' : 'blocked', limit);
  }
  return e;
}

/**
 * A refusal as the person reads it: the tool's limit and demo messages (`<ns>.limit`,
 * `<ns>.demoBlocked`), or the server's own message.
 */
export function usePlanRefusal(ns: string) {
  const { t } = useTranslation();
  return (e: unknown) => {
    if (e instanceof RefusedError) {
      notify(e.kind === 'limit' ? t(`${ns}.limit`, { count: e.limit ?? 0 }) : t(`${ns}.demoBlocked`), 'error');
    } else notify(serverMessage(e, t), 'error');
  };
}
