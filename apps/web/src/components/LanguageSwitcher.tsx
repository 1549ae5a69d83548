import { useId } from 'react';
import Box from '@mui/material/Box';
import NativeSelect from '@mui/material/NativeSelect';
import TranslateIcon from '@mui/icons-material/Translate';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../i18n/i18n.ts';
import { useLanguage } from '../i18n/format.ts';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage } from '../i18n/languages.ts';

/**
 * The language choice: a native select (arrow keys, type-ahead and the phone's own picker come
 * with it), each language named in itself. Switching keeps the page; the choice is remembered in
 * this browser by changeLanguage().
 */
export function LanguageSwitcher({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <TranslateIcon aria-hidden fontSize="small" sx={{ color: 'text.secondary' }} />
      <NativeSelect
        id={id}
        value={language}
        fullWidth={fullWidth}
        disableUnderline
        inputProps={{ 'aria-label': t('language.label') }}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void changeLanguage(event.target.value);
        }}
        sx={{ fontSize: '0.95rem' }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </NativeSelect>
    </Box>
  );
}
