import { useTranslation } from 'react-i18next';
import type { Plan, PlanKey } from '../../lib/payment-api.js';
import type { LimitRow } from './limits-table.js';

/**
 * The spec §6 limits table, one column per plan: the pricing page shows every row, a help
 * page the rows of its tool. The reader's plan is marked where it is known.
 */
export function LimitsTable({
  cols,
  rows,
  caption,
  className,
  current,
}: {
  cols: Plan[];
  rows: readonly LimitRow[];
  caption: string;
  className?: string;
  current?: PlanKey | null;
}) {
  const { t } = useTranslation();
  return (
    <table className={className ? `limits ${className}` : 'limits'}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('pricing.feature')}</th>
          {cols.map((c) => (
            <th key={c.PlanKey} scope="col">
              {c.Name}
              {c.PlanKey === current ? ` (${t('pricing.yours')})` : ''}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{t(`pricing.row.${row.key}`)}</th>
            {cols.map((c) => {
              const cell = row.cell(c);
              return <td key={c.PlanKey}>{t(cell.key, cell.n === undefined ? {} : { count: cell.n })}</td>;
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
