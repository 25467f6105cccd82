import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '../../components/AuthDialogs.js';
import { Field } from '../../components/Field.js';
import type { UiLocale } from '../../lib/locale.js';
import { notify } from '../../lib/notify.js';
import type { Plan } from '../../lib/payment-api.js';
import { adminApi, type PlanForm } from './admin-api.js';
import { fieldErrors } from './issues.js';

const EMPTY: PlanForm = {
  PlanKey: 'start',
  Interval: 'monthly',
  Price: '',
  Currency: 'USD',
  Active: 'true',
  NameEn: '',
  NameRu: '',
  NameUa: '',
  DescriptionEn: '',
  DescriptionRu: '',
  DescriptionUa: '',
};

const formOf = (p: Plan): PlanForm => ({
  PlanKey: p.PlanKey,
  Interval: p.Interval,
  Price: p.Price,
  Currency: p.Currency,
  Active: String(p.Active),
  NameEn: p.Names.en ?? '',
  NameRu: p.Names.ru ?? '',
  NameUa: p.Names.ua ?? '',
  DescriptionEn: p.Descriptions.en ?? '',
  DescriptionRu: p.Descriptions.ru ?? '',
  DescriptionUa: p.Descriptions.ua ?? '',
});

const TEXT_FIELDS = ['NameEn', 'NameRu', 'NameUa', 'DescriptionEn', 'DescriptionRu', 'DescriptionUa'] as const;

/** Admin → PaymentManager: the plans (CRUD), validated on the server with field messages. */
export function PaymentManager({ locale }: { locale: UiLocale }) {
  const { t } = useTranslation();
  const id = useId();
  const [plans, setPlans] = useState<Plan[]>([]);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [form, setForm] = useState<PlanForm>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const load = useCallback(
    () =>
      adminApi
        .plans(locale)
        .then((a) => setPlans(a.data))
        .catch((e) => notify(serverMessage(e, t), 'error')),
    [locale, t],
  );
  useEffect(() => {
    void load();
  }, [load]);
  const edit = (p: Plan | null) => {
    setErrors({});
    setForm(p ? formOf(p) : EMPTY);
    setEditing(p ? p.Id : 'new');
  };
  const save = async (e: FormEvent) => {
    e.preventDefault();
    try {
      if (editing === 'new') await adminApi.addPlan(form, locale);
      else if (editing !== null) await adminApi.updatePlan(editing, form, locale);
      notify(t('admin.planSaved'), 'success');
      setEditing(null);
      await load();
    } catch (err) {
      setErrors(fieldErrors(err, t));
      notify(serverMessage(err, t), 'error');
    }
  };
  const remove = async (p: Plan) => {
    try {
      const a = await adminApi.deletePlan(p.Id);
      notify(t(a.data.deleted ? 'admin.planDeleted' : 'admin.planRetired'), 'success');
      await load();
    } catch (err) {
      notify(serverMessage(err, t), 'error');
    }
  };
  const set = (k: keyof PlanForm) => (e: { target: { value: string } }) => setForm({ ...form, [k]: e.target.value });
  return (
    <section aria-label={t('admin.paymentManager')}>
      <h2>{t('admin.paymentManager')}</h2>
      <button type="button" className="primary" onClick={() => edit(null)}>
        {t('admin.addPlan')}
      </button>
      <ul className="plan-rows">
        {plans.map((p) => (
          <li key={p.Id}>
            <strong>{p.Name}</strong> · {t(`pricing.interval.${p.Interval}`)} · {p.Price} {p.Currency} ·{' '}
            {p.Active ? t('admin.onSale') : t('admin.offSale')}{' '}
            <button
              type="button"
              className="small"
              onClick={() => edit(p)}
              aria-label={t('admin.editPlanLabel', { name: p.Name, id: p.Id })}
            >
              {t('admin.edit')}
            </button>{' '}
            <button
              type="button"
              className="small danger"
              onClick={() => void remove(p)}
              aria-label={t('admin.deletePlanLabel', { name: p.Name, id: p.Id })}
            >
              {t('admin.delete')}
            </button>
          </li>
        ))}
      </ul>
      {editing !== null ? (
        <form onSubmit={save} className="narrow" aria-label={t(editing === 'new' ? 'admin.addPlan' : 'admin.editPlan')}>
          <h3>{t(editing === 'new' ? 'admin.addPlan' : 'admin.editPlan')}</h3>
          <div className="field">
            <label htmlFor={`${id}-key`}>{t('admin.planKey')}</label>
            <select id={`${id}-key`} value={form.PlanKey} onChange={set('PlanKey')}>
              {(['trial', 'start', 'base'] as const).map((k) => (
                <option key={k} value={k}>
                  {t(`pricing.planName.${k}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-interval`}>{t('admin.interval')}</label>
            <select id={`${id}-interval`} value={form.Interval} onChange={set('Interval')}>
              <option value="monthly">{t('pricing.interval.monthly')}</option>
              <option value="yearly">{t('pricing.interval.yearly')}</option>
            </select>
          </div>
          <Field
            id={`${id}-price`}
            label={t('admin.price')}
            inputMode="decimal"
            value={form.Price}
            error={errors.Price}
            onChange={set('Price')}
          />
          <Field
            id={`${id}-currency`}
            label={t('admin.currency')}
            value={form.Currency}
            error={errors.Currency}
            onChange={set('Currency')}
          />
          {TEXT_FIELDS.map((k) => (
            <Field
              key={k}
              id={`${id}-${k}`}
              label={t(`admin.field.${k}`)}
              value={form[k]}
              error={errors[k]}
              onChange={set(k)}
            />
          ))}
          <div className="field check">
            <input
              id={`${id}-active`}
              type="checkbox"
              checked={form.Active === 'true'}
              onChange={(e) => setForm({ ...form, Active: String(e.target.checked) })}
            />
            <label htmlFor={`${id}-active`}>{t('admin.onSale')}</label>
          </div>
          <p className="actions">
            <button type="submit" className="primary">
              {t('admin.save')}
            </button>
            <button type="button" onClick={() => setEditing(null)}>
              {t('admin.close')}
            </button>
          </p>
        </form>
      ) : null}
    </section>
  );
}
