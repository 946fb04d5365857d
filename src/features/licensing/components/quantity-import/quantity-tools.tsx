import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ContentCopy from '@mui/icons-material/ContentCopy';
import FileDownload from '@mui/icons-material/FileDownload';
import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { saveContent } from '@/shared/lib/download';
import type { LicenceCountry, PackagingMaterial } from '@/shared/contract/main/packaging-materials';
import { materialsOf } from '@/shared/contract/main/packaging-materials';
import type { MaterialNames, Quantities } from '@/shared/contract/main/prices';
import { fromKg, type QuantityUnit } from '@/shared/forms/quantity-field';
import { formatQuantity } from '@/shared/i18n/quantity';
import { largeChanges } from './plausibility';
import { aggregateProductList, type RowError } from './product-list';
import { ImportOutcome, type Outcome } from './import-outcome';
import { ProductFileError } from './parse/limits';
import { parseImportFile } from './parse-import-file';
import { templateCsv, templateXlsx } from './template';

/** The quantities of the last period to copy and compare with, and what to call them. */
export interface LastPeriod {
  label: string;
  quantities: Quantities;
}

/** The unit switch of a set of quantity fields: kg or t, the form holds kg either way. */
export function UnitSwitch({
  unit,
  onChange,
}: {
  unit: QuantityUnit;
  onChange: (unit: QuantityUnit) => void;
}) {
  const { t } = useTranslation('services');
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={unit}
      aria-label={t('licensing.import.unit')}
      onChange={(_event, next: QuantityUnit | null) => next && onChange(next)}
    >
      <ToggleButton value="kg" aria-label={t('licensing.import.unitKg')}>
        kg
      </ToggleButton>
      <ToggleButton value="t" aria-label={t('licensing.import.unitT')}>
        t
      </ToggleButton>
    </ToggleButtonGroup>
  );
}

/**
 * QTY-1: what helps fill a licence's or a report's quantities: a product list (CSV or XLSX) read
 * and added up into the categories, its template, the last period copied, and a warning for each
 * category that moved more than half from the last period. Filling goes through `fill`, all
 * categories at once; a file with any bad row fills nothing and lists every bad row.
 *
 * UX-12: the warning is about a value the user gave (`entered`): a field nobody has filled yet is
 * not "−100 %", it is not done yet.
 */
export function QuantityTools({
  id,
  country,
  materials,
  materialNames,
  quantities,
  entered,
  fill,
  last,
  unit,
}: {
  id: string;
  country: LicenceCountry;
  materials: readonly PackagingMaterial[];
  materialNames: readonly MaterialNames[] | undefined;
  /** The quantities as the form holds them now (kg). */
  quantities: Quantities;
  /** The categories holding a value the user gave (typed, filled, or saved before): only these warn. */
  entered: readonly PackagingMaterial[];
  fill: (quantities: Quantities) => void;
  last: LastPeriod | null;
  unit: QuantityUnit;
}) {
  const { t, i18n } = useTranslation('services');
  const language = i18n.language;
  const input = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [reading, setReading] = useState(false);
  // The running parse: Cancel and leaving the page terminate its worker (TRUST-15).
  const parse = useRef<AbortController | null>(null);
  useEffect(() => () => parse.current?.abort(), []);
  // Cancel disappears with the read: the keyboard's focus goes back to the upload button.
  const upload = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (reading || !refocus.current) return;
    refocus.current = false;
    upload.current?.focus();
  }, [reading]);
  const name = (material: PackagingMaterial) => t(`licensing.materials.${material}`);
  const amount = (kg: number) =>
    `${formatQuantity(fromKg(kg, unit), language, unit === 't' ? 6 : 3)} ${unit}`;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setReading(true);
    setOutcome(null);
    const controller = new AbortController();
    parse.current = controller;
    try {
      const table = await parseImportFile(file, { signal: controller.signal });
      const result = aggregateProductList(table, {
        country,
        materials,
        materialNames: materialNames ?? [],
        categoriesOf: (c) => materialsOf(c, 'both'),
      });
      if (result.ok) {
        // Every category of the licence, so what the file does not name becomes 0.
        fill(Object.fromEntries(materials.map((m) => [m, result.quantities[m] ?? 0])));
        setOutcome({
          kind: 'filled',
          fileName: file.name,
          rows: result.rows,
          categories: Object.keys(result.quantities).length,
          other: result.otherCountries,
        });
      } else {
        setOutcome({ kind: 'refused', fileName: file.name, errors: result.errors });
      }
    } catch (error) {
      setOutcome({
        kind: 'unreadable',
        fileName: file.name,
        reason: error instanceof ProductFileError ? error.reason : 'unreadable',
      });
    } finally {
      parse.current = null;
      setReading(false);
      if (input.current) input.current.value = '';
    }
  };

  const describe = (error: RowError) => {
    // An unknown material lists the categories of the row's country (the licence's scope for its own).
    const rowCountry = error.country ?? country;
    const message = t(`licensing.import.reasons.${error.reason}`, {
      value: error.value ?? '',
      country: rowCountry,
      materials: (rowCountry === country ? materials : materialsOf(rowCountry, 'both')).join(', '),
    });
    if (error.row === null) return message;
    return error.column
      ? t('licensing.import.rowColumn', {
          row: error.row,
          column: t(`licensing.import.columns.${error.column}`),
          message,
        })
      : t('licensing.import.row', { row: error.row, message });
  };

  const changes = last
    ? largeChanges(
        quantities,
        last.quantities,
        materials.filter((m) => entered.includes(m)),
      )
    : [];

  return (
    <Stack spacing={2} component="section" aria-labelledby={`${id}-tools-heading`}>
      <Typography variant="h3" id={`${id}-tools-heading`}>
        {t('licensing.import.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" id={`${id}-tools-help`}>
        {t('licensing.import.help')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          hidden
          aria-describedby={`${id}-tools-help`}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        <Button
          ref={upload}
          variant="outlined"
          startIcon={<UploadFile />}
          onClick={() => input.current?.click()}
          disabled={reading}
          aria-describedby={`${id}-tools-help`}
        >
          {reading ? t('licensing.import.reading') : t('licensing.import.upload')}
        </Button>
        {reading && (
          <Button
            onClick={() => {
              refocus.current = true;
              parse.current?.abort();
            }}
          >
            {t('licensing.import.cancel')}
          </Button>
        )}
        <Button
          startIcon={<FileDownload />}
          onClick={() =>
            saveContent(templateCsv(), 'product-list-template.csv', 'text/csv;charset=utf-8')
          }
        >
          {t('licensing.import.templateCsv')}
        </Button>
        <Button
          startIcon={<FileDownload />}
          onClick={() =>
            void templateXlsx().then((blob) =>
              saveContent(blob, 'product-list-template.xlsx', blob.type),
            )
          }
        >
          {t('licensing.import.templateXlsx')}
        </Button>
        {last && (
          <Button
            startIcon={<ContentCopy />}
            onClick={() =>
              fill(Object.fromEntries(materials.map((m) => [m, last.quantities[m] ?? 0])))
            }
          >
            {t('licensing.import.copyLast', { period: last.label })}
          </Button>
        )}
      </Box>
      <Box aria-live="polite">
        {outcome && (
          <ImportOutcome outcome={outcome} describe={describe} onClose={() => setOutcome(null)} />
        )}
      </Box>
      {last && changes.length > 0 && (
        <Alert severity="warning" aria-live="polite">
          <AlertTitle>{t('licensing.import.changesTitle', { period: last.label })}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {changes.map((change) => (
              <li key={change.material}>
                {t('licensing.import.change', {
                  material: name(change.material),
                  last: amount(change.lastKg),
                  now: amount(change.nowKg),
                  percent: new Intl.NumberFormat(language, {
                    style: 'percent',
                    signDisplay: 'always',
                    maximumFractionDigits: 0,
                  }).format(change.change),
                })}
              </li>
            ))}
          </Box>
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('licensing.import.changesNote')}
          </Typography>
        </Alert>
      )}
    </Stack>
  );
}
