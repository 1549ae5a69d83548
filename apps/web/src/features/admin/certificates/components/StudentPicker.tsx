import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useStudentSearch } from '../api/search-students.ts';
import { CERT_MSG } from '../messages.ts';
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
  const loadError = students.isError ? errorMessage(students.error, CERT_MSG.fetchStudents) : null;

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
      noOptionsText={loadError ?? 'No students found'}
      disabled={disabled}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Student"
          required
          margin="none"
          placeholder="Search by name or email"
          error={Boolean(error) || Boolean(loadError)}
          helperText={error ?? loadError ?? 'Type to search students by name or email'}
        />
      )}
    />
  );
}

const optionLabel = (s: StudentOption) => `${s.name} (${s.email})`;
