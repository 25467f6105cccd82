import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { serverMessage } from '../../components/AuthDialogs.js';
import { NotFound } from '../../components/NotFound.js';
import type { UiLocale } from '../../lib/locale.js';
import { type Plan, paymentApi } from '../../lib/payment-api.js';
import { useTitle } from '../../lib/use-title.js';
import { LimitsTable } from '../pricing/LimitsTable.js';
import { columns, LIMIT_ROWS } from '../pricing/limits-table.js';
import { LIMIT_KEYS, SHOT_HEIGHT, SHOT_WIDTH, STEPS, screenshotOf, topicOf } from './topics.js';

export function HelpToolPage({ locale, tool }: { locale: UiLocale; tool: string }) {
  const topic = topicOf(tool);
  if (!topic) return <NotFound locale={locale} />;
  return <ToolHelp locale={locale} path={topic.path} label={topic.label} access={topic.access} />;
}

function ToolHelp({ locale, path, label, access }: { locale: UiLocale; path: string; label: string; access: string }) {
  const { t } = useTranslation();
  const name = t(label);
  useTitle(t('help.pageTitle', { tool: name }));
  const base = `help.tools.${path}`;
  const [english, setEnglish] = useState(false);
  return (
    <article className="help">
      <p>
        <Link href={`~/${locale}/help`}>{t('help.back')}</Link>
      </p>
      <h1>{t('help.pageTitle', { tool: name })}</h1>
      <p>{t(`${base}.what`)}</p>
      <p className="hint">{access === 'guest' ? t('help.guestAccess') : t('help.userAccess')}</p>
      <h2>{t('help.walkthrough')}</h2>
      <ol className="help-steps">
        {STEPS.map((step) => (
          <li key={step}>{t(`${base}.${step}`)}</li>
        ))}
      </ol>
      <figure className="help-shot">
        <img
          src={screenshotOf(path, locale, english)}
          alt={t('help.screenshotAlt', { tool: name })}
          width={SHOT_WIDTH}
          height={SHOT_HEIGHT}
          loading="lazy"
          // A language without its own screenshot shows the English one.
          onError={() => setEnglish(true)}
        />
        <figcaption>{t('help.screenshotCaption', { tool: name })}</figcaption>
      </figure>
      <h2>{t('help.limits')}</h2>
      <Limits locale={locale} keys={LIMIT_KEYS[path] ?? []} />
      <p>
        <Link href={`~/${locale}/${path}`} className="button primary">
          {t('help.open', { tool: name })}
        </Link>
      </p>
    </article>
  );
}

/** The tool's rows of the plan-limits table, with the numbers the server answers. */
function Limits({ locale, keys }: { locale: UiLocale; keys: readonly string[] }) {
  const { t } = useTranslation();
  const [plans, setPlans] = useState<Plan[] | null>(null);
  const [failure, setFailure] = useState('');
  const rows = LIMIT_ROWS.filter((r) => keys.includes(r.key));
  useEffect(() => {
    if (!rows.length) return;
    paymentApi
      .plans(locale)
      .then((a) => setPlans(a.data))
      .catch((e) => setFailure(serverMessage(e, t)));
  }, [locale, t, rows.length]);
  if (!rows.length) return <p>{t('help.noLimits')}</p>;
  if (failure) return <p className="error">{failure}</p>;
  if (!plans) return <p aria-busy="true">…</p>;
  const cols = columns(plans);
  return (
    <div className="table-scroll">
      <LimitsTable cols={cols} rows={rows} caption={t('help.limitsCaption')} className="help-limits" />
      <p>
        <Link href={`~/${locale}/pricing`}>{t('help.allPlans')}</Link>
      </p>
    </div>
  );
}
