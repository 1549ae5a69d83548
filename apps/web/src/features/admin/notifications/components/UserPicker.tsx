import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../../i18n/messages.ts';
import { errorMessage } from '../../../../lib/api-client.ts';
import { useUserSearch } from '../api/search-users.ts';
import type { UserOption } from '../types.ts';

const SEARCH_DELAY_MS = 300;

/** Picks one user, searched by name or e-mail (GET /admin/users/search, 10 at a time). */
export function UserPicker({
  value,
  onChange,
  error,
  helperText,
}: {
  value: UserOption | null;
  onChange: (user: UserOption | null) => void;
  error?: boolean;
  helperText?: string;
}) {
  const { t } = useTranslation('adminNotifications');
  const msg = useMessageText();
  const [input, setInput] = useState('');
  const [term, setTerm] = useState('');
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setTerm(input), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [input]);
  // While a user is chosen the box shows their label; it is not a search for it.
  const searching = open && !(value && input === label(value));
  const search = useUserSearch(searching ? term : '', open);
  const found = search.data ?? [];
  const options = value && !found.some((u) => u.id === value.id) ? [value, ...found] : found;

  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_e, user) => onChange(user)}
      inputValue={input}
      onInputChange={(_e, text) => setInput(text)}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      filterOptions={(x) => x}
      getOptionLabel={label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={search.isFetching}
      loadingText={t('userPicker.searching')}
      noOptionsText={
        search.isError
          ? msg(errorMessage(search.error, t('errors.fetchUsers')))
          : t('userPicker.noUsers')
      }
      renderOption={({ key, ...props }, user) => (
        <Box component="li" key={key} {...props}>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>{user.name}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {user.email} · {user.role}
              {user.status !== 'active' ? ` · ${user.status}` : ''}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('userPicker.label')}
          required
          margin="none"
          error={error}
          helperText={helperText ?? t('userPicker.hint')}
        />
      )}
    />
  );
}

function label(user: UserOption): string {
  return `${user.name} (${user.email})`;
}
