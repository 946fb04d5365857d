import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { useReferenceData } from '@/shared/api/reference-api';
import type { FeatureFlags } from '@/shared/contract/main/feature-flags';
import type { Obligation } from '@/shared/contract/main/obligations';
import { ruleFor } from '@/shared/contract/reference';
import { actionTarget, fallbackActions, type FallbackAction } from './obligation-action';
import { serviceName } from './service-name';

const placement = { alignSelf: { xs: 'flex-start', sm: 'center' } } as const;

/**
 * The buttons of a "what to do now" row: the action that fulfils the obligation; UX-14: where
 * that would only be "Ask support", a guide and "record it as done elsewhere" instead. Each
 * button's name ends with where (`where`): a row's buttons read alone in a list of links.
 */
export function TodoActions({
  obligation: o,
  companyId,
  flags,
  where,
}: {
  obligation: Obligation;
  companyId: string;
  flags: FeatureFlags;
  where: string;
}) {
  const { t } = useTranslation(['compliance', 'common']);
  const reference = useReferenceData();
  const target = actionTarget(o.action!, o, companyId, flags);
  if (target.label !== 'contactSupport') {
    const label = t(`compliance:actions.${target.label}`, {
      service: target.service ? serviceName(t, target.service) : '',
    });
    return (
      <Button
        component={RouterLink}
        to={target.to}
        variant="outlined"
        size="small"
        sx={placement}
        aria-label={`${label}: ${where}`}
      >
        {label}
      </Button>
    );
  }
  // Until the reference data is there, no button rather than a support-only one.
  if (!reference) return null;
  const rule = ruleFor(reference, o.country, o.stream);
  const button = (a: FallbackAction, primary: boolean) => {
    const label = t(`compliance:actions.${a.kind}`);
    const common = {
      variant: primary ? ('outlined' as const) : ('text' as const),
      size: 'small' as const,
      'aria-label': `${label}: ${where}`,
    };
    if (a.kind === 'guide' && a.external)
      return (
        <Button
          key={a.kind}
          {...common}
          href={a.href}
          target="_blank"
          rel="noopener noreferrer"
          endIcon={<OpenInNew fontSize="inherit" aria-hidden />}
          aria-label={`${label}: ${where} (${t('compliance:actions.newTab')})`}
        >
          {label}
        </Button>
      );
    return (
      <Button
        key={a.kind}
        {...common}
        component={RouterLink}
        to={a.kind === 'guide' ? a.href : a.to}
      >
        {label}
      </Button>
    );
  };
  return (
    <Stack
      direction="row"
      useFlexGap
      sx={{ ...placement, flexWrap: 'wrap', gap: 1 }}
      data-testid="todo-actions"
    >
      {fallbackActions(o.action!, o, rule, companyId).map((a, i) => button(a, i === 0))}
    </Stack>
  );
}
