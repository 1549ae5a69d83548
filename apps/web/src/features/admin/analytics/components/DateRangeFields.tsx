import { useState } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../../i18n/messages.ts';
import { earliestStart, isCompleteDay, type DateRange } from '../lib/date-range.ts';

export interface RangeError {
  field: 'start' | 'end';
  message: string;
}

/**
 * A native date input that hands on only finished days: typing a year goes through "0002",
 * "0020" and "0202" first, which would otherwise each count as a choice. Leaving the field with
 * an unfinished or empty value hands that on too, so that the rules can refuse it; a refused
 * value gives way to the range's own day again.
 */
function DayField({
  label,
  value,
  min,
  max,
  error,
  onCommit,
}: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  error?: string;
  /** Answers the day the field has now: the one given, another one (capped), or null if refused. */
  onCommit: (day: string) => string | null;
}) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // The range changed from outside (the other field, a reset): show its day.
  if (value !== shown) {
    setShown(value);
    setDraft(value);
  }
  const commit = (day: string) => setDraft(onCommit(day) ?? value);
  return (
    <TextField
      label={label}
      type="date"
      value={draft}
      onChange={(e) => {
        setDraft(e.target.value);
        if (isCompleteDay(e.target.value)) commit(e.target.value);
      }}
      onBlur={() => {
        if (draft !== value) commit(draft);
      }}
      margin="none"
      required
      error={Boolean(error)}
      helperText={error}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { min, max },
        formHelperText: { role: 'alert' },
      }}
    />
  );
}

/** Start Date and End Date of the dashboard; the rules live in lib/date-range.ts. */
export function DateRangeFields({
  range,
  error,
  onStartChange,
  onEndChange,
}: {
  range: DateRange;
  error: RangeError | null;
  onStartChange: (day: string) => string | null;
  onEndChange: (day: string) => string | null;
}) {
  const { t } = useTranslation('adminAnalytics');
  const messageText = useMessageText();
  const message = (field: RangeError['field']) =>
    error?.field === field ? messageText(error.message) : undefined;
  return (
    <Box
      role="group"
      aria-label={t('dateRange.group')}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 14rem))' },
        mb: 3,
      }}
    >
      <DayField
        label={t('dateRange.start')}
        value={range.startDate}
        min={earliestStart(range.endDate)}
        max={range.endDate}
        error={message('start')}
        onCommit={onStartChange}
      />
      <DayField
        label={t('dateRange.end')}
        value={range.endDate}
        error={message('end')}
        onCommit={onEndChange}
      />
    </Box>
  );
}
