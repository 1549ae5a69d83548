import { useId, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import TranslateIcon from '@mui/icons-material/Translate';
import { useTranslation } from 'react-i18next';
import { changeLanguage, i18n } from '../i18n/i18n.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage, type Language } from '../i18n/languages.ts';
import { toast } from '../lib/toast.ts';
import { isApiError } from '../lib/api-client.ts';
import { useAuth } from '../features/auth/auth-context.ts';
import { useQueryClient } from '@tanstack/react-query';
import { profileKey } from '../features/profile/api/get-profile.ts';

/**
 * The language choice: a native select (arrow keys, type-ahead and the phone's own picker come
 * with it), each language named in itself. Switching keeps the page; the choice is remembered in
 * this browser by changeLanguage() and, for a signed-in person, saved on their account so their
 * e-mails and documents follow it (a failed save is said, and the page keeps the new language).
 */
export function LanguageSwitcher({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const { user, setUser } = useAuth();
  const queryClient = useQueryClient();

  const choose = async (chosen: Language) => {
    await changeLanguage(chosen);
    if (!user || user.preferred_language === chosen) return;
    try {
      // The profile update needs the names; they are sent unchanged. A plain call rather than a
      // mutation hook: nothing here shows its progress. Its code (and the texts it may answer
      // with) loads when first used, not with every page (docs/decisions/0046).
      const { updateProfile } = await import('../features/profile/api/update-profile.ts');
      const { user: updated } = await updateProfile({
        first_name: user.first_name,
        last_name: user.last_name,
        phone_number: user.phone_number,
        preferred_language: chosen,
      });
      setUser(updated);
      void queryClient.invalidateQueries({ queryKey: profileKey });
    } catch (error) {
      // An expired session is handled (and said) by the API client.
      if (isApiError(error) && error.silent) return;
      // In the language just chosen, which the page keeps.
      toast.error(i18n.t('language.saveFailed'));
    }
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <TranslateIcon aria-hidden fontSize="small" sx={{ color: 'text.secondary' }} />
      {/* The browser's own select, styled lightly: MUI's NativeSelect would bring its whole input
          machinery into every page's first load for this one control. */}
      <Box
        component="select"
        id={id}
        value={language}
        aria-label={t('language.label')}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => {
          if (isLanguage(event.target.value)) void choose(event.target.value);
        }}
        sx={{
          font: 'inherit',
          fontSize: '0.95rem',
          color: 'text.primary',
          bgcolor: 'transparent',
          border: 0,
          borderRadius: 1,
          py: 0.75,
          pl: 0.5,
          pr: 0.5,
          minHeight: 40,
          cursor: 'pointer',
          width: fullWidth ? '100%' : 'auto',
          '&:hover': { bgcolor: 'action.hover' },
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </Box>
    </Box>
  );
}
