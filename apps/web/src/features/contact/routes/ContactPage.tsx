import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AccessTimeOutlined from '@mui/icons-material/AccessTimeOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldPath } from 'react-hook-form';
import { MSG, contactSchema, formatPhone } from '@careclass/shared';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../i18n/messages.ts';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { officeHoursText, telHref, usePublicSettings } from '../api/get-public-settings.ts';
import { useSendContact } from '../api/send-contact.ts';

type FormInput = z.input<typeof contactSchema>;
type FormOutput = z.output<typeof contactSchema>;
type FieldName = FieldPath<FormInput>;

const FIELDS: readonly FieldName[] = ['name', 'email', 'message'];

function Detail({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Box aria-hidden sx={{ color: 'primary.main', display: 'flex', mt: '2px' }}>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          {label}
        </Typography>
        <Box sx={{ overflowWrap: 'anywhere' }}>{children}</Box>
      </Box>
    </Box>
  );
}

function OfficeDetails() {
  const { t } = useTranslation('public');
  const { data, isPending, isError, refetch } = usePublicSettings();
  if (isPending) {
    return (
      <Box role="status" aria-label={t('contact.loadingDetails')} sx={{ display: 'grid', gap: 1 }}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="text" sx={{ fontSize: '1.5rem' }} />
        ))}
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      {isError && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" onClick={() => void refetch()}>
              {t('contact.retry')}
            </Button>
          }
        >
          {t('contact.detailsFailed')}
        </Alert>
      )}
      {data?.address && (
        <Detail icon={<PlaceOutlined />} label={t('contact.officeAddress')}>
          <Typography component="address" sx={{ fontStyle: 'normal' }}>
            {data.address}
          </Typography>
        </Detail>
      )}
      <Detail icon={<AccessTimeOutlined />} label={t('contact.workingHours')}>
        <Typography>{officeHoursText(data?.office_hours, t('contact.defaultHours'))}</Typography>
      </Detail>
      {data?.contact_email && (
        <Detail icon={<EmailOutlined />} label={t('contact.email')}>
          <Link href={`mailto:${data.contact_email}`}>{data.contact_email}</Link>
        </Detail>
      )}
      {data?.contact_phone && (
        <Detail icon={<PhoneOutlined />} label={t('contact.phone')}>
          <Link href={telHref(data.contact_phone)}>{formatPhone(data.contact_phone)}</Link>
        </Detail>
      )}
    </Box>
  );
}

/** /contact: a message form (name, email, message) and the office's details. */
export function ContactPage() {
  const send = useSendContact();
  const { t } = useTranslation('public');
  const messageText = useMessageText();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(contactSchema),
    defaultValues: { name: '', email: '', message: '' },
  });
  const busy = send.isPending;

  const field = (name: FieldName) => {
    const { ref, ...rest } = register(name);
    const message = errors[name]?.message;
    return {
      ...rest,
      inputRef: ref,
      error: Boolean(message),
      helperText: message ? messageText(message) : undefined,
      disabled: busy,
    };
  };

  const onSubmit = (values: FormOutput) => {
    setResult(null);
    send.mutate(values, {
      onSuccess: (text) => {
        setResult({ ok: true, text });
        reset();
      },
      onError: (err) => {
        setResult({ ok: false, text: errorMessage(err, MSG.contactFailed) });
        if (isApiError(err) && err.fields) {
          for (const [key, message] of Object.entries(err.fields)) {
            if ((FIELDS as readonly string[]).includes(key)) {
              setError(key as FieldName, { type: 'server', message });
            }
          }
        }
      },
    });
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageTitle title={t('contact.title')} />
      <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.5rem' }, mb: 1 }}>
        {t('contact.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', fontSize: '1.1rem', mb: 4, maxWidth: 720 }}>
        {t('contact.intro')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
          alignItems: 'start',
        }}
      >
        <Paper
          component="section"
          variant="outlined"
          aria-labelledby="contact-form-heading"
          sx={{ p: { xs: 2.5, sm: 4 } }}
        >
          <Typography id="contact-form-heading" variant="h2" sx={{ fontSize: '1.35rem', mb: 1 }}>
            {t('contact.formHeading')}
          </Typography>
          <Box
            component="form"
            noValidate
            aria-labelledby="contact-form-heading"
            onSubmit={(e) => void handleSubmit(onSubmit)(e)}
          >
            {result && (
              <Alert severity={result.ok ? 'success' : 'error'} sx={{ my: 1 }}>
                {messageText(result.text)}
              </Alert>
            )}
            <TextField label={t('contact.name')} autoComplete="name" {...field('name')} />
            <TextField
              label={t('contact.email')}
              type="email"
              autoComplete="email"
              {...field('email')}
            />
            <TextField label={t('contact.message')} multiline minRows={5} {...field('message')} />
            <Button
              type="submit"
              variant="contained"
              size="large"
              loading={busy}
              loadingPosition="start"
              sx={{ mt: 2, width: { xs: '100%', sm: 'auto' } }}
            >
              {t('contact.send')}
            </Button>
          </Box>
        </Paper>
        <Paper
          component="section"
          variant="outlined"
          aria-labelledby="office-heading"
          sx={{ p: { xs: 2.5, sm: 4 } }}
        >
          <Typography id="office-heading" variant="h2" sx={{ fontSize: '1.35rem', mb: 2 }}>
            {t('contact.officeHeading')}
          </Typography>
          <OfficeDetails />
        </Paper>
      </Box>
    </Container>
  );
}
