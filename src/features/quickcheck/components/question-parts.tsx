import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { Question } from './quickcheck-draft';

export const toggle = <T,>(list: readonly T[], item: T, on: boolean): T[] =>
  on ? [...list.filter((x) => x !== item), item] : list.filter((x) => x !== item);

/** The id of a question's legend: the page focuses it when the question is left unanswered. */
export const questionId = (question: Question) => `quickcheck-${question}`;
const errorId = (question: Question) => `quickcheck-${question}-error`;

/** A checkbox with a second line saying what it means. */
export function Choice({
  label,
  help,
  checked,
  onChange,
}: {
  label: string;
  help?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <FormControlLabel
      sx={{ alignItems: 'flex-start', mb: 1, mr: 0 }}
      control={
        <Checkbox checked={checked} onChange={(e) => onChange(e.target.checked)} sx={{ mt: -1 }} />
      }
      label={
        <>
          <Typography component="span" sx={{ display: 'block' }}>
            {label}
          </Typography>
          {help && (
            <Typography component="span" variant="body2" color="text.secondary">
              {help}
            </Typography>
          )}
        </>
      }
    />
  );
}

/** What a question left unanswered needs, said where the question is (and announced). */
function QuestionError({ question, shown }: { question: Question; shown: boolean }) {
  const { t } = useTranslation('quickcheck');
  if (!shown) return null;
  return (
    <FormHelperText error id={errorId(question)} role="alert" sx={{ fontSize: '1rem', mt: 0 }}>
      {t(`errors.${question}`)}
    </FormHelperText>
  );
}

/**
 * One question of a step: a fieldset named by its legend, with its help and, once the visitor
 * went on without answering, what it needs. The legend takes focus then (tabIndex -1).
 */
export function QuestionGroup({
  question,
  legend,
  help,
  error,
  children,
}: {
  question: Question;
  legend: string;
  help?: ReactNode;
  error: boolean;
  children: ReactNode;
}) {
  const helpId = `${questionId(question)}-help`;
  const describedBy = [help ? helpId : '', error ? errorId(question) : ''].filter(Boolean);
  return (
    <Box
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0, mb: 3, minWidth: 0 }}
      aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
    >
      <Typography
        component="legend"
        id={questionId(question)}
        tabIndex={-1}
        sx={{ fontWeight: 600, fontSize: '1.1rem', p: 0 }}
      >
        {legend}
      </Typography>
      {help && (
        <Typography variant="body2" color="text.secondary" id={helpId} sx={{ mb: 1 }}>
          {help}
        </Typography>
      )}
      <QuestionError question={question} shown={error} />
      {children}
    </Box>
  );
}

/** One answer out of a few, as a radio group: a question of its own. */
export function OneOf<T extends string>({
  question,
  legend,
  help,
  value,
  options,
  error,
  onChange,
}: {
  question: Question;
  legend: string;
  help: ReactNode;
  value: T | null;
  options: [T, string][];
  error: boolean;
  onChange: (value: T) => void;
}) {
  return (
    <QuestionGroup question={question} legend={legend} help={help} error={error}>
      <RadioGroup
        name={question}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value as T)}
      >
        {options.map(([option, label]) => (
          <FormControlLabel key={option} value={option} control={<Radio />} label={label} />
        ))}
      </RadioGroup>
    </QuestionGroup>
  );
}
