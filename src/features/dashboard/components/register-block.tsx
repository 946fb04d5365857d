import { useTranslation } from 'react-i18next';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { inForce } from '@/domain/applicability';
import { today } from '@/domain/schedule';
import type { Obligation } from '@/shared/contract/main/obligations';
import type { ObligationRule } from '@/shared/contract/reference';
import { Block, Fact } from './country-block';
import { dutyByTotals, LastYearTotals } from './last-year-totals';
import { RegistrationForm } from './registration-form';
import { Unverified } from './unverified';
import { noSystemOwed } from './duty-summary';

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
          <RegistrationForm
            key={`${code}/${stream}/${data.registration?.updatedAt ?? ''}`}
            companyId={companyId}
            rule={rule}
            registration={data.registration}
          />
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
      {/* The thresholds are those of system participation (the declaration of completeness), or
          of a duty itself: then the totals stay editable below the figure, to correct them. */}
      {dutyByTotals(rule) && (data.status !== 'notApplicable' || belowThreshold) ? (
        <LastYearTotals companyId={companyId} rule={rule} year={lastYear} mayEdit={mayEdit} />
      ) : (
        data.status !== 'notApplicable' &&
        !noSystemOwed(data, rule) && (
          <>
            <LastYearTotals companyId={companyId} rule={rule} year={lastYear} mayEdit={mayEdit} />
            <LastYearTotals
              companyId={companyId}
              rule={rule}
              year={lastYear + 1}
              current
              mayEdit={mayEdit}
            />
          </>
        )
      )}
    </Block>
  );
}
