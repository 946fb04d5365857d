import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import type { Obligation } from '@/shared/contract/main/obligations';
import type { ObligationRule } from '@/shared/contract/reference';
import { formatDate } from '@/shared/i18n/format';
import { ruleText } from '@/shared/i18n/reference-texts';
import { Block, Fact } from './country-block';
import { Unverified } from './unverified';

/** The country page's card of the law: the obligation in plain words, its trigger, basis and fines. */
export function ObligationFacts({
  obligation: data,
  rule,
  stream,
}: {
  obligation: Obligation;
  rule: ObligationRule;
  stream: string;
}) {
  const { t, i18n } = useTranslation(['dashboard', 'compliance', 'reference', 'common']);
  return (
    <Block heading={t('compliance:country.obligation')}>
      <Typography sx={{ mb: 2 }}>{ruleText(t, data.ruleCountry, stream, 'obligation')}</Typography>
      <dl style={{ margin: 0 }}>
        <Fact label={t('reference:fields.trigger')}>
          {ruleText(t, data.ruleCountry, stream, 'trigger')}
        </Fact>
        <Fact label={t('reference:fields.legalBasis')}>
          {rule.legalBasis ?? t('reference:notKnown')}
          <Unverified rule={rule} field="legalBasis" />
        </Fact>
        {rule.since && (
          <Fact label={t('reference:fields.since')}>
            {formatDate(rule.since, i18n.language)}
            <Unverified rule={rule} field="since" />
          </Fact>
        )}
        <Fact label={t('reference:fields.fines')}>
          {ruleText(t, data.ruleCountry, stream, 'fines')}
          <Unverified rule={rule} field="fines" />
        </Fact>
      </dl>
    </Block>
  );
}
