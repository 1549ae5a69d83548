import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../lib/i18n.ts';
import { useStudentSearch } from '../api/search-students.ts';
import type { StudentOption } from '../types.ts';

const SEARCH_DELAY_MS = 300;

/** The upload dialog's student: a searchable list of students (by name or email). */
export function StudentPicker({
  value,
  onChange,
  error,
  disabled,
}: {
  value: StudentOption | null;
  onChange: (student: StudentOption | null) => void;
  error?: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation('adminCertificates');
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(input), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [input]);
  // While a student is chosen the input shows their label; searching starts from nothing then.
  const term = value && input === optionLabel(value) ? '' : search;
  const students = useStudentSearch(term, open);
  const options = students.data ?? [];
  const loadError = students.isError ? errorText(students.error, t('errors.fetchStudents')) : null;

  return (
    <Autocomplete
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={value}
      onChange={(_e, v) => onChange(v)}
      inputValue={input}
      onInputChange={(_e, v) => setInput(v)}
      options={value && !options.some((o) => o.id === value.id) ? [value, ...options] : options}
      // The server filters; the list shows what it answered.
      filterOptions={(o) => o}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={students.isFetching}
      noOptionsText={loadError ?? t('uploadDialog.noStudents')}
      disabled={disabled}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('uploadDialog.student')}
          required
          margin="none"
          placeholder={t('uploadDialog.searchStudents')}
          error={Boolean(error) || Boolean(loadError)}
          helperText={error ?? loadError ?? t('uploadDialog.studentHelp')}
        />
      )}
    />
  );
}

const optionLabel = (s: StudentOption) => `${s.name} (${s.email})`;
