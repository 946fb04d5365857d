import { useMemo, useState, type ReactNode } from 'react';
import type { FieldPath } from 'react-hook-form';
import * as v from 'valibot';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import { QuantityField, type QuantityUnit } from '@/shared/forms/quantity-field';
import { SubmitButton } from '@/shared/forms/submit-button';
import { SubmitError } from '@/shared/forms/submit-error';
import { showServerFieldErrors, useContractForm } from '@/shared/forms/use-contract-form';
import { showToast } from '@/shared/ui/toast';

type Values = { quantities: unknown };

/**
 * A quantity report of a service process (a licence's materials, a registration's equipment
 * categories): one quantity field per entry, in the user's number format. Only quantities above
 * zero are filed; a refused report keeps the dialog open with what was typed, the service's field
 * reasons on their fields.
 */
export function QuantityReportDialog<K extends string, Q extends Partial<Record<K, number>>>({
  open,
  id,
  title,
  intro,
  fields,
  initial,
  quantitiesSchema,
  wide = false,
  texts,
  onFile,
  onClose,
  tools,
}: {
  open: boolean;
  /** Prefix of the ids of the title (which labels the dialog and its form) and the fields. */
  id: string;
  title: string;
  intro: string;
  fields: readonly { key: K; label: string }[];
  initial: Partial<Record<K, number>>;
  /** The contract's schema of the report's quantities. */
  quantitiesSchema: v.GenericSchema<unknown, Q>;
  /**
   * Many fields with short labels (a licence's materials): up to three columns in a wide dialog.
   * Otherwise one column, which leaves room for long labels (equipment categories).
   */
  wide?: boolean;
  texts: { cancel: string; file: string; filing: string; filed: string };
  onFile: (quantities: Q) => Promise<{ error: unknown } | { data: unknown }>;
  onClose: () => void;
  /**
   * What helps fill the fields (QTY-1: a product list, the last period, a unit switch), above
   * them: given the quantities as typed (kg) and `fill`, which sets every field at once; it
   * answers the unit the fields show.
   */
  tools?: (api: {
    quantities: Partial<Record<K, number>>;
    /** The fields the user filled (typed or `fill`): warnings are about these only (UX-12). */
    entered: readonly K[];
    fill: (quantities: Partial<Record<K, number>>) => void;
  }) => { node: ReactNode; unit: QuantityUnit };
}) {
  const schema = useMemo(() => v.object({ quantities: quantitiesSchema }), [quantitiesSchema]);
  const form = useContractForm(schema, {
    quantities: Object.fromEntries(fields.map(({ key }) => [key, initial[key] ?? 0])),
  });
  const [error, setError] = useState<unknown>(null);
  const titleId = `${id}-title`;
  const paths = fields.map(({ key }) => `quantities.${key}` as FieldPath<Values>);
  const typed = form.watch('quantities') as Partial<Record<K, number>>;
  const dirty = (form.formState.dirtyFields as { quantities?: Partial<Record<K, boolean>> })
    .quantities;
  const helpers = tools?.({
    quantities: typed,
    entered: fields.filter(({ key }) => dirty?.[key]).map(({ key }) => key),
    fill: (quantities) =>
      fields.forEach(({ key }, index) =>
        form.setValue(paths[index]!, quantities[key] ?? 0, {
          shouldDirty: true,
          shouldValidate: true,
        }),
      ),
  });

  const submit = form.handleSubmit(async ({ quantities }) => {
    setError(null);
    const positive = Object.fromEntries(
      Object.entries(quantities).filter(([, kg]) => ((kg as number | undefined) ?? 0) > 0),
    ) as Q;
    const result = await onFile(positive);
    if ('error' in result) {
      showServerFieldErrors<Values>(form, result.error, paths);
      setError(result.error);
      return;
    }
    void showToast(texts.filed, 'success');
    onClose();
  });

  return (
    <Dialog
      open={open}
      onClose={form.formState.isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth={wide ? 'md' : 'sm'}
    >
      <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{intro}</DialogContentText>
          {helpers && <Box sx={{ mb: 2 }}>{helpers.node}</Box>}
          <Grid container spacing={2}>
            {fields.map(({ key, label }, index) => (
              <Grid key={key} size={wide ? { xs: 12, sm: 6, md: 4 } : 12}>
                <QuantityField<Values>
                  control={form.control}
                  name={paths[index]!}
                  id={`${id}-${key}`}
                  label={label}
                  unit={helpers?.unit}
                />
              </Grid>
            ))}
          </Grid>
          <SubmitError error={error} sx={{ mt: 2 }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={form.formState.isSubmitting}>
            {texts.cancel}
          </Button>
          <SubmitButton submitting={form.formState.isSubmitting} busyLabel={texts.filing}>
            {texts.file}
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
