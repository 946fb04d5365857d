import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  useDeleteOwnRepresentativeMutation,
  useGetRepresentativesQuery,
} from '@/shared/api/representatives-api';
import type { Representative } from '@/shared/contract/main/representation';
import { inForce } from '@/domain/applicability';
import { today } from '@/domain/schedule';
import type { ObligationRule } from '@/shared/contract/reference';
import { formatDate } from '@/shared/i18n/format';
import { companyPaths } from '@/shared/paths';
import { lazyPart, prefetchProps } from '@/shared/ui/lazy-part';
import { showToast } from '@/shared/ui/toast';

/**
 * The form (react-hook-form, MUI's text fields) opens on "Record": a chunk of its own, fetched when
 * the button is hovered, focused or touched (HOUSE-6: not on the country page's navigation).
 */
const { Part: OwnRepresentativeForm, prefetch: prefetchForm } = lazyPart(() =>
  import(/* webpackChunkName: "own-representative-form" */ './own-representative-form').then(
    (m) => m.OwnRepresentativeForm,
  ),
);

/**
 * DOM-7: who represents the company in this country for this stream (its own representative, or
 * the one ordered from us with its next steps), "established here" where it has its seat or a
 * branch, and a small form to record or remove its own representative.
 */
export function RepresentativeBlock({
  companyId,
  rule,
  mayEdit,
}: {
  companyId: string;
  rule: ObligationRule;
  mayEdit: boolean;
}) {
  const { t, i18n } = useTranslation('compliance');
  const { data } = useGetRepresentativesQuery(companyId);
  const [editing, setEditing] = useState(false);
  const [deleteOwn, deletion] = useDeleteOwnRepresentativeMutation();
  if (
    !inForce(rule, today()) ||
    (rule.authorisedRepresentative !== 'required' && rule.authorisedRepresentative !== 'optional')
  )
    return null;
  if (!data) return null;
  if (data.establishments.includes(rule.country))
    return (
      <Typography variant="body2" sx={{ mt: 1 }} data-testid="representative-block">
        {t('representatives.established')}
      </Typography>
    );
  const mine = data.representatives.filter(
    (r) => r.country === rule.country && r.stream === rule.stream,
  );
  const own = mine.find((r) => r.kind === 'own');
  const line = (r: Representative) =>
    r.kind === 'own'
      ? [
          t('representatives.own', { name: r.name ?? '' }),
          r.address ?? t('representatives.addressMissing'),
          r.since ? t('representatives.since', { date: formatDate(r.since, i18n.language) }) : '',
        ]
          .filter(Boolean)
          .join(' · ')
      : t('representatives.ordered');

  return (
    <Stack spacing={1} sx={{ mt: 1 }} data-testid="representative-block">
      {mine.length === 0 && <Typography variant="body2">{t('representatives.none')}</Typography>}
      {mine.map((r) => (
        <Typography variant="body2" key={`${r.kind}-${r.orderId ?? ''}`} component="div">
          {line(r)} · {t(`representatives.status.${r.status}`)}
          {r.orderId && r.status === 'pending' && (
            <>
              {' · '}
              <Button
                size="small"
                component={RouterLink}
                to={companyPaths(companyId).startProcessNext(r.orderId)}
              >
                {t('representatives.nextSteps')}
              </Button>
            </>
          )}
        </Typography>
      ))}
      {mayEdit && !editing && (
        <Stack direction="row" spacing={1}>
          <Button
            size="small"
            variant="outlined"
            onClick={() => setEditing(true)}
            {...prefetchProps(prefetchForm)}
          >
            {own ? t('representatives.edit') : t('representatives.record')}
          </Button>
          {own && (
            <Button
              size="small"
              color="error"
              disabled={deletion.isLoading}
              onClick={() =>
                void deleteOwn({ companyId, country: rule.country, stream: rule.stream }).then(
                  (result) => {
                    if (!('error' in result))
                      void showToast(t('representatives.removed'), 'success');
                  },
                )
              }
            >
              {t('representatives.remove')}
            </Button>
          )}
        </Stack>
      )}
      {mayEdit && editing && (
        <Suspense fallback={null}>
          <OwnRepresentativeForm
            companyId={companyId}
            rule={rule}
            own={own}
            onDone={() => setEditing(false)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
