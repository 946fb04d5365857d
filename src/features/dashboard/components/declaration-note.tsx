import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { useReferenceData } from '@/shared/api/reference-api';
import type { Declaration, Obligation } from '@/shared/contract/main/obligations';
import { ruleFor } from '@/shared/contract/reference';
import { formatDate } from '@/shared/i18n/format';
import { formatQuantity } from '@/shared/i18n/quantity';
import { obligationPage } from '@/shared/obligation-page';

/** RULE-3: the declaration the obligation names, where one is required and not filed yet. */
export const pendingDeclaration = (o: Pick<Obligation, 'declaration'>): Declaration | null =>
  o.declaration?.required && !o.declaration.filed ? o.declaration : null;

/**
 * RULE-3: the declaration of completeness ahead, as the licence page and the calendar state it:
 * the year whose quantities count, the due date and the threshold groups that make it required.
 */
export function DeclarationNote({ declaration: d }: { declaration: Declaration }) {
  const { t, i18n } = useTranslation('compliance');
  return (
    <Stack spacing={0.5} data-testid="declaration">
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('declaration.title', { year: d.year })}
      </Typography>
      <Typography variant="body2">
        {t('declaration.text', { year: d.year, date: formatDate(d.dueDate, i18n.language) })}
      </Typography>
      <Stack component="ul" spacing={0.25} sx={{ pl: 2.5, m: 0 }}>
        {d.groups
          .filter((g) => g.reached)
          .map((g) => (
            <li key={g.id}>
              <Typography variant="body2">
                {t(`declaration.groups.${g.id}` as 'declaration.groups.glass', {
                  kg: formatQuantity(g.kg, i18n.language),
                  minKg: formatQuantity(g.minKg, i18n.language),
                })}
              </Typography>
            </li>
          ))}
      </Stack>
    </Stack>
  );
}

/**
 * What moves the declaration forward: the register where it is filed (the reference data's page
 * of it) and the country page's reports card, where a filing made there is recorded. Each button's
 * name ends with `where` when given (a to-do row's buttons read alone in a list of links).
 */
export function DeclarationActions({
  obligation: o,
  companyId,
  where,
}: {
  obligation: Pick<Obligation, 'country' | 'stream'>;
  companyId: string;
  where?: string;
}) {
  const { t } = useTranslation('compliance');
  const reference = useReferenceData();
  const register = reference ? ruleFor(reference, o.country, o.stream)?.register : undefined;
  const named = (label: string) => (where ? `${label}: ${where}` : label);
  const fileAt = register?.url && t('declaration.fileAt', { register: register.name });
  return (
    <Stack
      direction="row"
      useFlexGap
      // In a to-do row beside the text (centred on its line); in the status card under it.
      sx={{
        flexWrap: 'wrap',
        gap: 1,
        alignSelf: where ? { xs: 'flex-start', sm: 'center' } : 'flex-start',
      }}
      data-testid="declaration-actions"
    >
      {fileAt && (
        <Button
          variant="outlined"
          size="small"
          href={register.url!}
          target="_blank"
          rel="noopener noreferrer"
          endIcon={<OpenInNew fontSize="inherit" aria-hidden />}
          aria-label={`${named(fileAt)} (${t('actions.newTab')})`}
        >
          {fileAt}
        </Button>
      )}
      <Button
        variant="text"
        size="small"
        component={RouterLink}
        to={`${obligationPage(companyId, o.country, o.stream)}#reports`}
        aria-label={named(t('declaration.record'))}
      >
        {t('declaration.record')}
      </Button>
    </Stack>
  );
}
