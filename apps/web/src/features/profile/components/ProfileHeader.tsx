import { useId, useRef, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Edit from '@mui/icons-material/EditOutlined';
import Email from '@mui/icons-material/EmailOutlined';
import Phone from '@mui/icons-material/PhoneOutlined';
import { formatPhone, type PublicUser } from '@careclass/shared';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { EditProfileForm } from './EditProfileForm.tsx';
import { EmailVerificationNotice, EmailVerifiedChip } from './EmailVerificationNotice.tsx';

export function fullName(user: Pick<PublicUser, 'first_name' | 'last_name'>): string {
  return `${user.first_name ?? ''} ${user.last_name ?? ''}`.trim();
}

function initials(user: PublicUser): string {
  const text = `${user.first_name?.[0] ?? ''}${user.last_name?.[0] ?? ''}`.toUpperCase();
  return text || (user.email?.[0] ?? '?').toUpperCase();
}

/** Name, e-mail and phone of the signed-in person, with the Edit Profile form. */
export function ProfileHeader({ user }: { user: PublicUser }) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const formId = useId();
  const { t } = useTranslation('profile');
  const name = fullName(user) || t('header.myProfile');

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Avatar
          aria-hidden
          sx={{ width: 64, height: 64, bgcolor: 'primary.main', fontSize: '1.5rem' }}
        >
          {initials(user)}
        </Avatar>
        <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
          <Typography variant="overline" color="text.secondary" component="p">
            {t('header.myProfile')}
          </Typography>
          <Typography
            variant="h1"
            sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, overflowWrap: 'anywhere' }}
          >
            {name}
          </Typography>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              columnGap: 3,
              rowGap: 0.5,
              mt: 1,
              color: 'text.secondary',
            }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0 }}>
              <Email fontSize="small" aria-hidden />
              <Typography sx={{ overflowWrap: 'anywhere' }}>
                <Box component="span" sx={visuallyHidden}>
                  {t('header.emailLabel')}{' '}
                </Box>
                {user.email || t('header.noEmail')}
              </Typography>
              <EmailVerifiedChip user={user} />
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
              <Phone fontSize="small" aria-hidden />
              <Typography>
                <Box component="span" sx={visuallyHidden}>
                  {t('header.phoneLabel')}{' '}
                </Box>
                {formatPhone(user.phone_number) || t('header.noPhone')}
              </Typography>
            </Box>
          </Box>
        </Box>
        <Button
          ref={editButton}
          variant={editing ? 'text' : 'outlined'}
          startIcon={<Edit aria-hidden />}
          aria-expanded={editing}
          aria-controls={formId}
          onClick={() => setEditing((e) => !e)}
        >
          {t('header.edit')}
        </Button>
      </Box>
      <EmailVerificationNotice user={user} />
      {/* Once open, the form's first field takes the focus: a keyboard or screen-reader user who
          chose Edit Profile lands in the form. Once closed (saved or cancelled), the focus goes
          back to Edit Profile rather than to the page's start with the form's buttons. */}
      <Collapse
        in={editing}
        id={formId}
        unmountOnExit
        onEntered={(node: HTMLElement) => node.querySelector('input')?.focus()}
        onExited={() => {
          // Only when the focus was lost with the form: never taken from where it has gone since.
          const focused = document.activeElement;
          if (!focused || focused === document.body) editButton.current?.focus();
        }}
      >
        <EditProfileForm user={user} onDone={() => setEditing(false)} />
      </Collapse>
    </Paper>
  );
}
