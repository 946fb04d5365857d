import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { inForce } from '@/domain/applicability';
import { today } from '@/domain/schedule';
import type { Obligation } from '@/shared/contract/main/obligations';
import type { ObligationRule } from '@/shared/contract/reference';
import { Block, Fact } from './country-block';
import { dutyByTotals, materialsOf } from './totals-materials';
import { lazyPart } from '@/shared/ui/lazy-part';
import { Unverified } from './unverified';
import { noSystemOwed } from './duty-summary';

/**
 * The year's quantities (their query, contract and form) are a chunk of their own, only for rules
 * with thresholds; like the form, they show once their answer is there (HOUSE-6).
 */
const { Part: LastYearTotals } = lazyPart(() =>
  import(/* webpackChunkName: "last-year-totals" */ './last-year-totals').then(
    (m) => m.LastYearTotals,
  ),
);

/**
 * The number's form (react-hook-form, MUI's text field and select) is a chunk of its own, drawn
 * just after the page's first paint (HOUSE-6: the country page's navigation within 60 KB).
 */
const { Part: RegistrationForm } = lazyPart(() =>
  import(/* webpackChunkName: "registration-form" */ './registration-form').then(
    (m) => m.RegistrationForm,
  ),
);

/**
 * The country page's card of the register: where to register, the company's number (editable by
 * who may edit compliance) and last year's totals.
 */
export function RegisterBlock({
  companyId,
  code,
  stream,
  obligation: data,
  rule,
  mayEdit,
  lastYear,
}: {
  companyId: string;
  code: string;
  stream: string;
  obligation: Obligation;
  rule: ObligationRule;
  mayEdit: boolean;
  lastYear: number;
}) {
  const { t } = useTranslation(['dashboard', 'compliance', 'reference', 'common']);
  const belowThreshold = data.reasons.includes('belowDutyThreshold');
  return (
    <Block id="registration" heading={t('compliance:country.register')}>
      <dl style={{ margin: 0 }}>
        <Fact label={t('reference:fields.register')}>
          {rule.register ? (
            rule.register.url ? (
              <Link href={rule.register.url} target="_blank" rel="noreferrer">
                {rule.register.name}
              </Link>
            ) : (
              rule.register.name
            )
          ) : (
            t('reference:notKnown')
          )}
          <Unverified rule={rule} field="register" />
        </Fact>
        {rule.register && (
          <Fact label={t('reference:fields.authority')}>{rule.register.authority}</Fact>
        )}
      </dl>
      {inForce(rule, today()) && rule.register ? (
        mayEdit ? (
          <Suspense
            fallback={
              <Skeleton variant="rounded" height={120} data-testid="registration-form-loading" />
            }
          >
            <RegistrationForm
              key={`${code}/${stream}/${data.registration?.updatedAt ?? ''}`}
              companyId={companyId}
              rule={rule}
              registration={data.registration}
            />
          </Suspense>
        ) : (
          <>
            <dl style={{ margin: 0 }}>
              <Fact label={t('compliance:registration.number')}>
                {data.registration?.number ?? t('compliance:registration.none')}
              </Fact>
            </dl>
            <Typography variant="body2" color="text.secondary">
              {t('compliance:registration.readOnly')}
            </Typography>
          </>
        )
      ) : (
        <Typography color="text.secondary">{t('compliance:registration.notNeeded')}</Typography>
      )}
      {/* The thresholds of a duty itself (Norway): last year's totals decide, and stay editable
          below the figure, to correct them. */}
      {dutyByTotals(rule) && (data.status !== 'notApplicable' || belowThreshold) && (
        <Suspense fallback={null}>
          <LastYearTotals companyId={companyId} rule={rule} year={lastYear} mayEdit={mayEdit} />
        </Suspense>
      )}
      {/* The thresholds of system participation (the declaration of completeness). */}
      {!dutyByTotals(rule) &&
        data.status !== 'notApplicable' &&
        !noSystemOwed(data, rule) &&
        materialsOf(rule).length > 0 && (
          <Suspense fallback={null}>
            <LastYearTotals companyId={companyId} rule={rule} year={lastYear} mayEdit={mayEdit} />
            <LastYearTotals
              companyId={companyId}
              rule={rule}
              year={lastYear + 1}
              current
              mayEdit={mayEdit}
            />
          </Suspense>
        )}
    </Block>
  );
}
