import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/http.js';
import type { UiLocale } from '../../lib/locale.js';
import { type ClassifierRepository, type Hit, ServerClassifierRepository } from '../classifiers/repository.js';

/**
 * The UDC field of an annotation (spec §3) with a picker from the classifier tool: search the
 * UDC by words or by code through the classifier API, pick one code or several; several are
 * joined with `+`, UDC's sign for independent subjects (e.g. `004.8+37`). The field stays
 * editable, so any code UDC can write (with auxiliaries) can still be typed.
 *
 * The classifier API needs a signed-in user (its plan decides the systems; Trial has UDC), so a
 * guest, whose annotations live in local storage, gets the plain field and a hint saying why.
 */
export function UdcPicker({
  id,
  value,
  onChange,
  locale,
  signedIn,
  repo: given,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
  locale: UiLocale;
  signedIn: boolean;
  /** For tests; the server's classifier API by default. */
  repo?: ClassifierRepository;
}) {
  const { t } = useTranslation();
  const repo = useMemo(() => given ?? new ServerClassifierRepository(locale), [given, locale]);
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<Hit[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  // Captions of the codes picked here (a main number with its auxiliaries has several), to show what each means.
  const [captions, setCaptions] = useState<Record<string, string[]>>({});

  const codes = splitCodes(value);
  const search = async () => {
    const q = query.trim();
    if (!q) return;
    setBusy(true);
    setFailure('');
    try {
      setHits(await repo.search('udc', q));
    } catch (e) {
      setHits(null);
      setFailure(e instanceof ApiError ? e.message : t('annotations.udc.failed'));
    } finally {
      setBusy(false);
    }
  };
  const pick = (hit: Hit) => {
    const last = codes[codes.length - 1];
    // An auxiliary (`-057.4`, `(470)`, `=161.1`, `"19"`, `.01`) qualifies the number before it and
    // is written onto it, `004.8-057.4`; a main number is a subject of its own, joined with `+`.
    if (last !== undefined && isAuxiliary(hit.code)) {
      const joined = `${last}${hit.code}`;
      setCaptions({ ...captions, [joined]: [...(captions[last] ?? []), hit.caption] });
      onChange(joinCodes([...codes.slice(0, -1), joined]));
      return;
    }
    setCaptions({ ...captions, [hit.code]: [hit.caption] });
    if (!codes.includes(hit.code)) onChange(joinCodes([...codes, hit.code]));
  };
  const drop = (code: string) => onChange(joinCodes(codes.filter((c) => c !== code)));

  const field = (
    <input
      id={id}
      type="text"
      value={value}
      maxLength={1000}
      aria-describedby={`${id}-hint`}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  );
  if (!signedIn) {
    return (
      <>
        {field}
        <p className="hint" id={`${id}-hint`} data-testid="udc-guest-hint">
          {t('annotations.udc.guestHint')}
        </p>
      </>
    );
  }
  return (
    <>
      {field}
      <p className="hint" id={`${id}-hint`}>
        {t('annotations.udc.hint')}
      </p>
      {codes.length ? (
        <ul className="udc-chosen" aria-label={t('annotations.udc.chosen')} data-testid="udc-chosen">
          {codes.map((code) => (
            <li key={code}>
              <code>{code}</code>
              {captions[code]?.length ? ` — ${captions[code].join('; ')}` : null}{' '}
              <button type="button" className="link" onClick={() => drop(code)}>
                {t('annotations.udc.remove', { code })}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="udc-search">
        <label htmlFor={`${id}-search`}>{t('annotations.udc.searchLabel')}</label>
        <input
          id={`${id}-search`}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          onKeyDown={(e) => {
            // Enter searches here; it must not submit the annotation form.
            if (e.key === 'Enter') {
              e.preventDefault();
              void search();
            }
          }}
        />
        <button type="button" onClick={() => void search()} disabled={busy}>
          {t('annotations.udc.search')}
        </button>
      </div>
      {failure ? (
        <p className="error" role="alert">
          {failure}
        </p>
      ) : null}
      {hits ? (
        hits.length ? (
          <ul className="udc-hits" aria-label={t('annotations.udc.results')} data-testid="udc-hits">
            {hits.map((hit) => (
              <li key={hit.code}>
                <button type="button" className="link" onClick={() => pick(hit)}>
                  <code>{hit.code}</code> — {hit.caption}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="hint" aria-live="polite">
            {t('annotations.udc.nothing')}
          </p>
        )
      ) : null}
    </>
  );
}

/** The codes of a UDC field: `004.8+37` → `['004.8', '37']` (spaces around `+` allowed). */
export function splitCodes(value: string): string[] {
  return value
    .split('+')
    .map((c) => c.trim())
    .filter(Boolean);
}

export const joinCodes = (codes: string[]): string => codes.join('+');

/** UDC auxiliaries open with their sign: `-` special, `(` place or form, `=` language, `"` time, `.0` special. */
export const isAuxiliary = (code: string): boolean => /^(?:[-(="'’]|\.0)/u.test(code);
